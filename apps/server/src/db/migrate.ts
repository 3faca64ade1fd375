import { Migrator, type Migration } from 'kysely';
import type { Db } from './create-db.js';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-identity.js';
import * as m0003 from './migrations/0003-ledger.js';
import * as m0004 from './migrations/0004-money.js';
import * as m0005 from './migrations/0005-games.js';
import * as m0006 from './migrations/0006-agent-only.js';
import * as m0007 from './migrations/0007-faster-ledger-post.js';
import * as m0008 from './migrations/0008-ledger-post-many.js';
import * as m0009 from './migrations/0009-wallet-preferences.js';
import * as m0010 from './migrations/0010-winner-board.js';
import * as m0011 from './migrations/0011-job-runs.js';
import * as m0012 from './migrations/0012-platform-settings.js';
import * as m0013 from './migrations/0013-operator-two-factor.js';
import * as m0014 from './migrations/0014-player-search.js';
import * as m0015 from './migrations/0015-queue-decisions.js';
import * as m0016 from './migrations/0016-daily-stats.js';
import * as m0017 from './migrations/0017-banner-images.js';
import * as m0018 from './migrations/0018-notices.js';
import * as m0019 from './migrations/0019-inbox.js';
import * as m0020 from './migrations/0020-feedback.js';
import * as m0021 from './migrations/0021-chat.js';
import * as m0022 from './migrations/0022-site-app.js';
import * as m0023 from './migrations/0023-member-tree.js';
import * as m0025 from './migrations/0025-agent-team-stats.js';
import * as m0026 from './migrations/0026-agent-contracts.js';
import * as m0027 from './migrations/0027-agent-settlement.js';
import * as m0028 from './migrations/0028-notice-audience.js';
import * as m0029 from './migrations/0029-team-report-indexes.js';
import * as m0030 from './migrations/0030-house-lottery.js';
import * as m0031 from './migrations/0031-lottery-result-proposals.js';
import * as m0032 from './migrations/0032-lottery-place-in-one-statement.js';
import * as m0033 from './migrations/0033-team-bet-slots.js';
import * as m0034 from './migrations/0034-house-rounds-commit-order-feed.js';
import * as m0035 from './migrations/0035-promotions.js';
import * as m0036 from './migrations/0036-missions.js';
import * as m0037 from './migrations/0037-cashback.js';
import * as m0038 from './migrations/0038-login-device-id.js';
import * as m0039 from './migrations/0039-promotion-applications.js';
import * as m0040 from './migrations/0040-sign-up-promotions.js';
import * as m0041 from './migrations/0041-lucky-wheel.js';
import * as m0042 from './migrations/0042-red-envelopes.js';
import * as m0043 from './migrations/0043-raffle-draws.js';
import * as m0044 from './migrations/0044-withdrawal-blocking-bonuses.js';
import * as m0045 from './migrations/0045-player-budget.js';
import * as m0046 from './migrations/0046-register-country.js';
import * as m0047 from './migrations/0047-points.js';
import * as m0048 from './migrations/0048-vip.js';
import * as m0049 from './migrations/0049-referral.js';
import * as m0050 from './migrations/0050-house-live.js';
import * as m0051 from './migrations/0051-house-sports.js';
import * as m0052 from './migrations/0052-house-pvp.js';
import * as m0053 from './migrations/0053-responsible-gaming.js';
import * as m0054 from './migrations/0054-rg-withdrawal-access.js';
import * as m0055 from './migrations/0055-rg-harm-markers.js';
import * as m0056 from './migrations/0056-house-play-allowances.js';

/** Versioned migrations, applied in name order on start. Never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-identity': m0002,
  '0003-ledger': m0003,
  '0004-money': m0004,
  '0005-games': m0005,
  '0006-agent-only': m0006,
  '0007-faster-ledger-post': m0007,
  '0008-ledger-post-many': m0008,
  '0009-wallet-preferences': m0009,
  '0010-winner-board': m0010,
  '0011-job-runs': m0011,
  '0012-platform-settings': m0012,
  '0013-operator-two-factor': m0013,
  '0014-player-search': m0014,
  '0015-queue-decisions': m0015,
  '0016-daily-stats': m0016,
  '0017-banner-images': m0017,
  '0018-notices': m0018,
  '0019-inbox': m0019,
  '0020-feedback': m0020,
  '0021-chat': m0021,
  '0022-site-app': m0022,
  '0023-member-tree': m0023,
  '0025-agent-team-stats': m0025,
  '0026-agent-contracts': m0026,
  '0027-agent-settlement': m0027,
  '0028-notice-audience': m0028,
  '0029-team-report-indexes': m0029,
  '0030-house-lottery': m0030,
  '0031-lottery-result-proposals': m0031,
  '0032-lottery-place-in-one-statement': m0032,
  '0033-team-bet-slots': m0033,
  '0034-house-rounds-commit-order-feed': m0034,
  '0035-promotions': m0035,
  '0036-missions': m0036,
  '0037-cashback': m0037,
  '0038-login-device-id': m0038,
  '0039-promotion-applications': m0039,
  '0040-sign-up-promotions': m0040,
  '0041-lucky-wheel': m0041,
  '0042-red-envelopes': m0042,
  '0043-raffle-draws': m0043,
  '0044-withdrawal-blocking-bonuses': m0044,
  '0045-player-budget': m0045,
  '0046-register-country': m0046,
  '0047-points': m0047,
  '0048-vip': m0048,
  '0049-referral': m0049,
  '0050-house-live': m0050,
  '0051-house-sports': m0051,
  '0052-house-pvp': m0052,
  '0053-responsible-gaming': m0053,
  '0054-rg-withdrawal-access': m0054,
  '0055-rg-harm-markers': m0055,
  '0056-house-play-allowances': m0056,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
