import type { JobDefinition } from './scheduler.js';

interface Purgeable {
  purgeExpired(): Promise<unknown>;
}

/** Spent captchas and human-verification proofs are useless once expired: swept every five minutes. */
export const verificationPurgeJob = (captchas: Purgeable, proofs: Purgeable): JobDefinition => ({
  name: 'purge-verification',
  everyMs: 5 * 60_000,
  run: () => Promise.all([captchas.purgeExpired(), proofs.purgeExpired()]),
});
