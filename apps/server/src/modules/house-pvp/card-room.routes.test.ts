import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { maskName } from '../games/winners.service.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';
import { openEventStream } from '../../test/sse-client.js';
import { commitOf } from '../house-lottery/games/fair-draw.js';
import type { TableView } from './card-table.js';

let t: TestContext;
let token: string;
let session: string;
let port: number;
beforeAll(async () => {
  // a quick table: bots sit after 1 s, 2 s to act
  t = await createTestApp({ HOUSE_PVP_BOT_WAIT_SECONDS: '1', HOUSE_PVP_TURN_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
});
afterAll(() => t.close());

const pvpGet = (url: string) => t.app.inject({ url, headers: { 'x-game-session': session } });
const pvpPost = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-game-session': session }, payload });

const openStream = (path: string) => openEventStream<{ type: string; table: TableView }>(port, path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the card room through the platform', () => {
  it('lists the rooms by stake and launches one by the PVP launch call as vendor HPVP', async () => {
    const rooms = await t.app.inject({ url: routes.pvpRooms.path });
    expect(rooms.json().value.list.map((r: { game: { code: string } }) => r.game.code)).toEqual([
      'HOLDEM1',
      'HOLDEM10',
      'HOLDEM50',
    ]);
    expect(rooms.json().value.list[0]).toMatchObject({
      game: { vassalage: 'HPVP', gameType: 'PVP', displayName: "Hold'em Bronze" },
      smallBet: 1,
      bigBet: 2,
      handCost: 24,
      seats: 6,
      rakePercent: 5,
    });
    const res = await t.app.inject({
      url: `${routes.pvpLaunch.path}?gameType=PVP&vassalage=HPVP&gameCode=HOLDEM1`,
      headers: { authorization: token },
    });
    const url: string = res.json().value.content.game_url;
    expect(url).toMatch(/^\/hv\/pvp\/play\/holdem1\?t=[\w-]+&lang=/);
    session = new URL(url, 'http://x').searchParams.get('t')!;
    expect((await t.app.inject({ url })).body).toContain('/hv/assets/holdem.js');
    expect((await pvpPost('/hv/pvp/sit')).json()).toEqual({ ok: false, error: 'balance.insufficient' });
    const moved = await call(
      t.app,
      'walletTransfer',
      {
        purpose: 'transfer',
        requestId: 'pvp-fund-1',
        fromAccountTypeId: 0,
        toAccountTypeId: 1801,
        amount: 100,
      },
      { token },
    );
    expect(moved.json().value.transfers[0]).toMatchObject({ status: 'DONE' });
    expect((await pvpGet('/hv/pvp/state')).json().value).toMatchObject({ balance: 100, table: null });
  });

  it('seats the player, bots join, the hand is played out live and recorded as a PVP bet', async () => {
    const sat = (await pvpPost('/hv/pvp/sit')).json().value;
    expect(sat.table.seats.filter(Boolean)).toHaveLength(1);
    // Others see the masked username the platform gave at the launch, never the vendor's player id.
    expect(sat.table.seats.find((s: { me: boolean } | null) => s?.me).name).toBe(
      maskName(DEMO_ACCOUNTS.player),
    );
    const stream = await openStream(`/hv/pvp/stream?t=${session}`);
    let view: TableView | undefined;
    // Play check/call whenever it is our turn until the first hand's result arrives.
    for (const deadline = Date.now() + 40_000; Date.now() < deadline; await sleep(50)) {
      view = stream.events.at(-1)?.table;
      if (view?.result && view.handNo === 1) break;
      if (view && view.handNo === 1 && view.legal.length > 0) {
        const action = view.legal.find((a) => a.action === 'check' || a.action === 'call')!.action;
        const res = await pvpPost('/hv/pvp/act', { hand: view.handNo, action });
        expect([200, 409]).toContain(res.statusCode);
      }
    }
    stream.close();
    expect(view?.result).toBeTruthy();
    expect(view!.seats.filter((s) => s?.bot)).toHaveLength(3);
    expect(commitOf(view!.seed!)).toBe(view!.commit);
    await pvpPost('/hv/pvp/leave');

    const me = view!.seats.find((s) => s?.me)!;
    const won = view!.result!.winners.find((w) => w.seat === me.seat)?.amount ?? 0;
    expect(await t.app.services.syncBets()).toBeGreaterThanOrEqual(1);
    const records = await t.app.inject({
      url: `${routes.bettingRecord.path}?category=PVP`,
      headers: { authorization: token },
    });
    expect(records.json().value.list[0]).toMatchObject({
      vendor: 'HPVP',
      game: "Hold'em Bronze",
      category: 'PVP',
      stake: me.contributed,
      payout: won,
    });
    expect(await checkLedger(t.db)).toEqual([]);

    // The operator's Card room page: the hand with its winners and seed, the house book.
    const overview = await t.app.inject({
      url: '/ops/card-room',
      headers: { authorization: await operatorToken(t.app) },
    });
    const value = overview.json().value;
    expect(value.hands[0]).toMatchObject({
      room: 'HOLDEM1',
      no: 1,
      pot: view!.result!.pot,
      rake: view!.result!.rake,
      people: 1,
      bots: 3,
      winners: view!.result!.winners.map((w) => w.name),
      seed: view!.seed,
      commit: view!.commit,
    });
    expect(value.book.rake).toBe(view!.result!.rake);
    expect(value.rooms.map((r: { code: string }) => r.code)).toEqual(['HOLDEM1', 'HOLDEM10', 'HOLDEM50']);
  }, 60_000);

  it('refuses a stream without a seat and a move without a session', async () => {
    const res = await new Promise<IncomingMessage>((resolve) =>
      httpGet({ host: '127.0.0.1', port, path: '/hv/pvp/stream?t=nope' }, resolve),
    );
    expect(res.statusCode).toBe(401);
    res.destroy();
    const act = await t.app.inject({
      method: 'POST',
      url: '/hv/pvp/act',
      payload: { hand: 1, action: 'fold' },
    });
    expect(act.statusCode).toBe(401);
  });
});
