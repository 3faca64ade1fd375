import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '@bet/contracts/routes';
import { LOTTERY_GAMES } from '../house-lottery/lottery-games.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  // Schedules the open draws ahead (the demo seed holds only past draws).
  await t.app.services.lottery!.draws.run();
});
afterAll(() => t.close());

type Query = Record<string, string | number | undefined>;
const get = async (name: RouteName, query: Query = {}) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const res = await t.app.inject({ method: 'GET', url: `${routes[name].path}?${qs}` });
  return { status: res.statusCode, body: res.json() };
};
const value = async (name: RouteName, query?: Query) => {
  const res = await get(name, query);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
};
const codesOf = (group: string) =>
  [...LOTTERY_GAMES.values()].filter((g) => g.group === group).map((g) => g.code);
type Card = {
  gameCode: string;
  group: string;
  next: { issue: string; closeAt: number; drawAt: number } | null;
  last: { result: string[] } | null;
};

describe('platform lottery calls (issue 16)', () => {
  it('popular lottery: every enabled lottery game with its open draw and last result', async () => {
    const { list, serverTime } = (await value('popularLottery')) as { list: Card[]; serverTime: number };
    expect(list.map((c) => c.gameCode).sort()).toEqual([...LOTTERY_GAMES.keys()].sort());
    for (const card of list) {
      expect(card.next, card.gameCode).not.toBeNull();
      expect(card.next!.drawAt).toBeGreaterThan(serverTime);
      expect(card.next!.closeAt).toBeLessThanOrEqual(card.next!.drawAt);
      expect(card.last!.result.length, card.gameCode).toBeGreaterThan(0);
    }
  });

  it('popular lottery: prize modes pick their groups and count caps the list', async () => {
    const groupsOf = async (prizeMode: string) =>
      new Set(((await value('popularLottery', { prizeMode })).list as Card[]).map((c) => c.group));
    expect(await groupsOf('Elott')).toEqual(new Set(['ELOTT']));
    expect(await groupsOf('Lott')).toEqual(new Set(['VN']));
    expect(await groupsOf('ZY')).toEqual(new Set(['VN']));
    expect(await groupsOf('SEA')).toEqual(new Set(['SEA']));
    expect((await value('popularLottery', { count: 2 })).list).toHaveLength(2);
    expect((await value('popularLottery', { count: 20 })).list).toHaveLength(LOTTERY_GAMES.size);
    for (const bad of [{ count: 21 }, { count: 0 }, { count: 'x' }, { prizeMode: 'LOTTO' }])
      expect((await get('popularLottery', bad)).body.errorCode, JSON.stringify(bad)).toBe(
        'request_param_err',
      );
  });

  it('lottery recent: the newest drawn result of each game, from the seeded draws', async () => {
    const { list } = await value('lotteryRecent');
    expect(list.map((r: { gameCode: string }) => r.gameCode).sort()).toEqual(
      [...LOTTERY_GAMES.keys()].sort(),
    );
    for (const r of list) {
      expect(['DRAWN', 'SETTLED']).toContain(r.draw.status);
      const newest = (await value('openedNumbers', { game: r.gameCode, pageSize: 1 })).draws[0];
      expect(r.draw).toEqual(newest);
    }
  });

  it('VN menus: North, Central and South with their games and play types', async () => {
    const { groups } = await value('vnMenus');
    expect(
      groups.map((m: { gameGroupCode: string; labelName: string }) => [m.gameGroupCode, m.labelName]),
    ).toEqual([
      ['NORTH', 'North'],
      ['CENTRAL', 'Central'],
      ['SOUTH', 'South'],
    ]);
    for (const menu of groups) {
      const [game] = menu.gameMenus;
      expect(game.gameCode).toBe(`VN_${menu.gameGroupCode}`);
      expect(game.playTypes).toEqual(LOTTERY_GAMES.get(game.gameCode)!.playTypes.map((p) => p.code));
      expect(game.playTypes).toContain(game.defaultPlayType);
    }
  });

  it('VN numbers: the 100 two-digit numbers over the seeded draws, count capped at 100', async () => {
    const all = await value('vnNumbers');
    expect(all.gameCode).toBe(codesOf('VN')[0]);
    expect(all.numbers).toHaveLength(100);
    expect(new Set(all.numbers.map((n: { number: string }) => n.number)).size).toBe(100);
    // North: 27 numbers a draw, each ending in a lô; the seeded 30 draws give 27 × 30 appearances.
    expect(all.numbers.reduce((s: number, n: { hits: number }) => s + n.hits, 0)).toBe(27 * 30);
    expect((await value('vnNumbers', { game: 'VN_SOUTH', count: 5 })).numbers).toHaveLength(5);
    expect((await get('vnNumbers', { count: 101 })).body.errorCode).toBe('request_param_err');
    expect((await get('vnNumbers', { game: 'FASTDICE' })).body.errorCode).toBe('game.not.found');
    expect((await get('vnNumbers', { game: 'VN NORTH' })).body.errorCode).toBe('request_param_err');
  });

  it("opened numbers: a game's drawn results, paged and by day", async () => {
    const game = codesOf('ELOTT')[0]!;
    const first = await value('openedNumbers', { game, pageSize: 10 });
    expect(first.totalCount).toBe(30);
    expect(first.draws).toHaveLength(10);
    const drawAts = first.draws.map((d: { drawAt: number }) => d.drawAt);
    expect(drawAts).toEqual([...drawAts].sort((a, b) => b - a));
    const third = await value('openedNumbers', { game, pageSize: 10, pageNo: 3 });
    expect(third.draws).toHaveLength(10);
    const day = new Date(first.draws[0].drawAt).toISOString().slice(0, 10);
    const ofDay = await value('openedNumbers', { game, date: day, pageSize: 100 });
    expect(ofDay.draws.length).toBeGreaterThan(0);
    for (const d of ofDay.draws) expect(new Date(d.drawAt).toISOString().slice(0, 10)).toBe(day);
    expect((await value('openedNumbers', { game, date: '2001-01-01' })).totalCount).toBe(0);
    for (const bad of [{}, { game, date: '2026-02-31' }, { game, pageSize: 101 }, { game, pageNo: 0 }])
      expect((await get('openedNumbers', bad)).body.errorCode, JSON.stringify(bad)).toBe('request_param_err');
    expect((await get('openedNumbers', { game: 'NOPE' })).body.errorCode).toBe('game.not.found');
  });

  it('a lottery game the merchant disables leaves every answer (within the 2 s cache)', async () => {
    await t.db
      .updateTable('games')
      .set({ enabled: false })
      .where('vendor', '=', 'HLOTT')
      .where('code', 'in', ['VN_CENTRAL', 'SEA_6D'])
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const popular = ((await value('popularLottery')).list as Card[]).map((c) => c.gameCode);
    expect(popular).not.toContain('VN_CENTRAL');
    expect(popular).not.toContain('SEA_6D');
    expect(popular).toHaveLength(LOTTERY_GAMES.size - 2);
    const recent = (await value('lotteryRecent')).list.map((r: { gameCode: string }) => r.gameCode);
    expect(recent).not.toContain('SEA_6D');
    expect((await value('vnMenus')).groups.map((g: { gameGroupCode: string }) => g.gameGroupCode)).toEqual([
      'NORTH',
      'SOUTH',
    ]);
    expect((await get('vnNumbers', { game: 'VN_CENTRAL' })).body.errorCode).toBe('game.not.found');
    expect((await get('openedNumbers', { game: 'SEA_6D' })).body.errorCode).toBe('game.not.found');
  });
});
