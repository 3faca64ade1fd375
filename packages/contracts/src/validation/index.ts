export * from './patterns.js';
export * from './rule-engine.js';
