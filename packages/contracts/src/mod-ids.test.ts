import { describe, expect, it } from 'vitest';
import { isModuleEnabled, type WhitelabelNode } from './mod-ids.js';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('isModuleEnabled', () => {
  const tree = [
    node('REG3', true, [node('MOBILENUMREG3', false), node('AFFMAN3', true)]),
    node('PASS3', false, [node('CAPTCHA3', true)]),
  ];

  it('is on when the node and every ancestor are on', () => {
    expect(isModuleEnabled(tree, 'REG3')).toBe(true);
    expect(isModuleEnabled(tree, 'AFFMAN3')).toBe(true);
  });
  it('is off when the node is off', () => {
    expect(isModuleEnabled(tree, 'MOBILENUMREG3')).toBe(false);
  });
  it('is off when an ancestor is off', () => {
    expect(isModuleEnabled(tree, 'CAPTCHA3')).toBe(false);
  });
  it('treats a module absent from the tree as on', () => {
    expect(isModuleEnabled(tree, 'FREEPLAY3')).toBe(true);
  });
});
