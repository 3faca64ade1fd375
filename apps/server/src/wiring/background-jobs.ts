import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db.js';
import { syncBets } from '../modules/games/bet-sync.js';
import { autoConfirmWithdrawals } from '../modules/wallet/withdraw-payout.service.js';
import type { Config } from '../config.js';
import type { Services } from './build-services.js';

/** The background jobs, as they were (four timers); the jobs home replaces this. */
export function startBackgroundJobs(app: FastifyInstance, s: Services, deps: { config: Config; db: Db }) {
  const { db, config } = deps;
  const sync = () => syncBets(db, s.vendors);
  let running = false;
  const timers = [
    setInterval(() => {
      if (running) return;
      running = true;
      sync()
        .catch((err: unknown) => app.log.warn({ err }, 'bet record sync failed'))
        .finally(() => (running = false));
    }, config.BET_SYNC_SECONDS * 1000).unref(),
    setInterval(() => {
      void Promise.all([s.captchas.purgeExpired(), s.human.purgeExpired()]).catch((err: unknown) =>
        app.log.warn({ err }, 'purge failed'),
      );
    }, 5 * 60_000).unref(),
    setInterval(() => {
      s.transfers
        .reconcile()
        .catch((err: unknown) => app.log.warn({ err }, 'vendor transfer reconciliation failed'));
    }, 60_000).unref(),
    setInterval(() => {
      autoConfirmWithdrawals(db).catch((err: unknown) =>
        app.log.warn({ err }, 'withdrawal auto-confirm failed'),
      );
    }, 60_000).unref(),
  ];
  app.addHook('onClose', async () => timers.forEach(clearInterval));
  return { syncBets: sync };
}
