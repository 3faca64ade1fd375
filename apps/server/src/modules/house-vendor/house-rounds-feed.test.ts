import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createCryptoRng } from './games/rng.js';
import { createTestDb } from '../../test/test-db.js';
import { insertRound } from './house-rounds.repo.js';
import { HouseRounds } from './house-rounds.service.js';

/**
 * The house games' bet feed (migration 0034): rounds leave in the order their transactions
 * committed, so a round whose spin started first but committed last is never skipped.
 */
describe('house rounds bet feed', () => {
  let t: DbHandle;
  let feed: HouseRounds;
  let merchantId: number;
  const spin = (db: DbHandle['db'], player: string) =>
    insertRound(db, {
      merchantId,
      player,
      game: 'SLOT',
      stake: 100n,
      payout: 0n,
      demo: false,
      outcomeJson: '{}',
    });
  /** Everything the feed answers from `cursor` on, page by page. */
  const readAll = async (cursor: string) => {
    const ids: string[] = [];
    for (;;) {
      const page = await feed.betsSince(merchantId, cursor, 2);
      if (page.bets.length === 0) return { ids, cursor };
      ids.push(...page.bets.map((b) => b.id));
      cursor = page.cursor;
    }
  };

  beforeAll(async () => {
    t = await createTestDb();
    feed = new HouseRounds(t.db, createCryptoRng());
    merchantId = (
      await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('pages through rounds in order with an <xid>:<id> cursor, and goes on from a bare id', async () => {
    const start = (await readAll('0')).cursor;
    const a = await spin(t.db, 'pfeed1');
    const b = await spin(t.db, 'pfeed1');
    const c = await spin(t.db, 'pfeed2');
    const { ids, cursor } = await readAll(start);
    expect(ids).toEqual([a.id, b.id, c.id].map(String));
    expect(cursor).toMatch(/^[0-9]+:[0-9]+$/);
    expect((await feed.betsSince(merchantId, cursor, 10)).bets).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'holds back rounds behind a spin still running, then answers both: none skipped',
    async () => {
      const start = (await readAll('0')).cursor;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let first!: { id: bigint };
      let begun!: () => void;
      const inserted = new Promise<void>((r) => (begun = r));
      const slow = t.db.transaction().execute(async (trx) => {
        first = await spin(trx, 'pfeed3'); // the lower id, committed last
        begun();
        await held;
      });
      await inserted;
      const second = await spin(t.db, 'pfeed4');
      expect(BigInt(second.id)).toBeGreaterThan(BigInt(first.id));
      // the committed round waits: answering it now would move the cursor past the running one
      const early = await readAll(start);
      expect(early.ids).toEqual([]);
      release();
      await slow;
      expect((await readAll(early.cursor)).ids).toEqual([first.id, second.id].map(String));
    },
  );
});
