import type { z } from 'zod';
import type { drawQuery, drawsQuery, vnNumbersQuery } from '@bet/contracts/lottery/draws';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import * as draws from './draws.repo.js';
import { LotteryError } from './lottery-error.js';
import { publicDraw } from './lottery-draws.service.js';

const DAY_MS = 86_400_000;

/** The public side of the house lottery: next draws, results, one draw to verify, VN numbers. */
export class LotteryResults {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async next() {
    const now = this.d.clock.now();
    const rows = await draws.nextOpenDraws(this.d.db, new Date(now));
    return { draws: rows.map(publicDraw), serverTime: now };
  }

  async draws(q: z.output<typeof drawsQuery>) {
    const day = q.date ? new Date(`${q.date}T00:00:00Z`) : undefined;
    const { rows, total } = await draws.listDraws(this.d.db, {
      game: q.game,
      drawnOnly: q.drawn,
      ...(day ? { day: { from: day, to: new Date(day.getTime() + DAY_MS) } } : {}),
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { draws: rows.map(publicDraw), totalCount: total };
  }

  async draw(q: z.output<typeof drawQuery>) {
    const row = await draws.findDraw(this.d.db, q.game, q.issue);
    if (!row) throw new LotteryError('game.not.found', 'no such draw');
    return { draw: publicDraw(row) };
  }

  /** 00–99 with their lô appearances over the recent draws and how many draws each has been missing. */
  async vnNumbers(q: z.output<typeof vnNumbersQuery>) {
    const { rows } = await draws.listDraws(this.d.db, {
      game: q.game,
      drawnOnly: true,
      offset: 0,
      limit: q.draws,
    });
    const drawn = rows.filter((r) => r.result);
    const numbers = Array.from({ length: 100 }, (_, n) => {
      const number = String(n).padStart(2, '0');
      let hits = 0;
      let missing = -1;
      drawn.forEach((r, i) => {
        const count = r.result!.filter((x) => x.endsWith(number)).length;
        hits += count;
        if (count > 0 && missing < 0) missing = i;
      });
      return { number, hits, missing: missing < 0 ? drawn.length : missing };
    });
    return { numbers: numbers.slice(0, q.count) };
  }
}
