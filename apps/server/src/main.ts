import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { seedDemoData } from './seed/seed-demo.js';
import { seedDemoQueues } from './seed/demo-queues.js';
import { seedDemoWins } from './seed/demo-wins.js';
import { seedDemoAgentTeam } from './seed/demo-agent-team.js';
import { rollUpDailyStats } from './modules/reports/daily-stats-roll-up.js';
import { warmUpDrawnPages } from './modules/system/page-renderer.js';

/** Starts the site: database, migrations, demo data on first start, first operator, HTTP. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
  });
  // Several processes may start at once against one database: one migrates and seeds at a time.
  await withStartupLock(handle, async (db) => {
    await migrateToLatest(db);
    if (config.SEED_DEMO_DATA) await seedDemoData(db, { merchantCode: config.DEFAULT_MERCHANT_CODE });
    // Real house-game rounds of a few demo players, so the home page's winner board is not empty;
    // not with a separate house vendor service (its rounds live in its own database).
    if (config.SEED_DEMO_DATA && !config.HOUSE_VENDOR_URL)
      await seedDemoWins(db, { merchantCode: config.DEFAULT_MERCHANT_CODE });
    // The demo agent's team, bets and contracts (issue 15), with its team roll-up run once.
    if (config.SEED_DEMO_DATA)
      await seedDemoAgentTeam(db, {
        merchantCode: config.DEFAULT_MERCHANT_CODE,
        timeZone: config.REPORT_TIME_ZONE,
      });
    // The dashboard's figures are current at once, not only after the job's first minute.
    await rollUpDailyStats(db, { timeZone: config.REPORT_TIME_ZONE });
  });

  // Buffered, asynchronous log writes: a line per request must not block the event loop.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const fixedCaptcha = config.CAPTCHA_FIXED_TEXT;
  const app = await buildApp({
    config,
    db: handle.db,
    logStream,
    ...(fixedCaptcha ? { captchaText: () => fixedCaptcha } : {}),
  });
  // Under the lock again, on the pool (not the lock's connection): processes starting together
  // would otherwise each add the demo bank card and race for the same withdrawal request id.
  const first = await withStartupLock(handle, async () => {
    const operator = await app.services.operatorAuth.ensureFirstOperator(
      config.OPERATOR_USERNAME,
      config.OPERATOR_PASSWORD,
    );
    // Work waiting in the back office's money queues, made through the players' own services.
    if (config.SEED_DEMO_DATA && !config.HOUSE_VENDOR_URL)
      await seedDemoQueues(handle.db, app.services, { merchantCode: config.DEFAULT_MERCHANT_CODE });
    // The demo's review list is current at once, not only after the markers' first hourly look
    // (a real site waits for the job: start-up under the lock stays short).
    if (config.SEED_DEMO_DATA) await app.services.reviewHarmMarkers();
    return operator;
  });
  if (first.password) {
    // Printed once, on the start that creates the account; it is stored only as a hash.
    process.stdout.write(
      `\n  First operator created: username "${config.OPERATOR_USERNAME}", password "${first.password}"\n` +
        `  Keep it now: it is not shown again (set OPERATOR_PASSWORD to choose it).\n\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.markShuttingDown();
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DRAIN_MS).unref();
    try {
      // Readiness is false first: the balancer sees it and stops sending before the listener closes.
      if (config.SHUTDOWN_DRAIN_MS > 0)
        await new Promise((done) => setTimeout(done, config.SHUTDOWN_DRAIN_MS));
      await app.close();
      await handle.close();
      clearTimeout(force);
      logStream.flushSync();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    {
      db: handle.kind,
      readyMs: Math.round(performance.now() - started),
      url: `http://localhost:${config.PORT}`,
    },
    'ready',
  );
  void warmUpDrawnPages(app, config.WEB_SSR_DIR);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
