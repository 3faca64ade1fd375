import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';
import { openEventStream, until } from '../../test/sse-client.js';
import { commitOf } from '../house-lottery/games/fair-draw.js';
import { payoutOf, type Spot } from './games/baccarat.js';
import { dealOf } from './live-casino.service.js';

let t: TestContext;
let token: string;
let session: string;
let port: number;
beforeAll(async () => {
  // short rounds: 3 s of betting, 2 s of dealing
  t = await createTestApp({ HOUSE_LIVE_BETTING_SECONDS: '3', HOUSE_LIVE_DEAL_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
});
afterAll(() => t.close());

const liveGet = (url: string) => t.app.inject({ url, headers: { 'x-game-session': session } });
const livePost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-game-session': session }, payload });

const openStream = (path: string) => openEventStream(port, path);

describe('live casino through the platform', () => {
  it('launches the baccarat table as vendor HLIVE under LIVE and funds its wallet by transfer', async () => {
    const res = await t.app.inject({
      url: `${routes.launchAddress.path}?gameType=LIVE&vassalage=HLIVE&gameCode=BACCARAT`,
      headers: { authorization: token },
    });
    const url: string = res.json().value.content.game_url;
    expect(url).toMatch(/^\/hv\/live\/play\/baccarat\?t=[\w-]+&lang=/);
    session = new URL(url, 'http://x').searchParams.get('t')!;
    const page = await t.app.inject({ url });
    expect(page.body).toContain('/hv/assets/baccarat.js');
    const moved = await call(
      t.app,
      'walletTransfer',
      {
        purpose: 'transfer',
        requestId: 'live-fund-1',
        fromAccountTypeId: 0,
        toAccountTypeId: 1601,
        amount: 100,
      },
      { token },
    );
    expect(moved.json().value.transfers[0]).toMatchObject({ status: 'DONE' });
    expect((await liveGet('/hv/live/state')).json().value).toMatchObject({
      table: { code: 'BACCARAT' },
      demo: false,
      balance: '10000',
    });
    expect((await t.app.inject({ url: '/hv/live/state' })).statusCode).toBe(401);
  });

  it('streams the round and its result to the table; the bet is settled and recorded as a LIVE bet', async () => {
    const stream = await openStream(`/hv/live/stream?t=${session}`);
    // wait for a fresh round with time to bet
    const round = await until(() => {
      const e = stream.events.findLast((x) => x.type === 'round');
      const r = e?.round as { no: string; closesAt: number; commit: string } | undefined;
      return r && r.closesAt - Date.now() > 1_000 ? r : undefined;
    });
    const bets: { spot: Spot; amount: string }[] = [
      { spot: 'PLAYER', amount: '2000' },
      { spot: 'BANKER_PAIR', amount: '500' },
    ];
    const placed = await livePost('/hv/live/bet', { round: round.no, bets });
    expect(placed.json().value).toMatchObject({ balance: '7500' });
    const totals = await until(() => stream.events.find((e) => e.type === 'totals' && e.no === round.no));
    expect(totals).toMatchObject({ totals: { PLAYER: '2000', BANKER_PAIR: '500' }, bettors: 1 });

    // the dealer settles at the close; everyone at the table gets the result with the seed
    const result = (
      await until(() =>
        stream.events.find((e) => e.type === 'result' && (e.result as { no: string }).no === round.no),
      )
    ).result as { seed: string; winner: string };
    stream.close();
    expect(commitOf(result.seed)).toBe(round.commit);
    const deal = dealOf({ seed: result.seed, table_code: 'BACCARAT', no: round.no });
    expect(result.winner).toBe(deal.winner);
    const payout = payoutOf({ PLAYER: 2000n, BANKER_PAIR: 500n }, deal);
    const state = (await liveGet('/hv/live/state')).json().value;
    expect(state.balance).toBe(String(7500n + payout));
    expect(state.last).toEqual({ no: round.no, stake: '2500', payout: String(payout) });

    // the platform's bet records see it as a LIVE bet (points then count it at the live multiplier)
    expect(await t.app.services.syncBets()).toBeGreaterThanOrEqual(1);
    const records = await t.app.inject({
      url: `${routes.bettingRecord.path}?category=LIVE`,
      headers: { authorization: token },
    });
    expect(records.json().value.list[0]).toMatchObject({
      vendor: 'HLIVE',
      game: 'Baccarat Royale',
      category: 'LIVE',
      stake: 25,
      payout: Number(payout) / 100,
    });
    expect(await checkLedger(t.db)).toEqual([]);
  }, 30_000);

  it('refuses a bet on a closed round and a stream without a session', async () => {
    const refused = await livePost('/hv/live/bet', { round: '1', bets: [{ spot: 'TIE', amount: '100' }] });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'live.betting.closed']);
    const res = await new Promise<IncomingMessage>((resolve) =>
      httpGet({ host: '127.0.0.1', port, path: '/hv/live/stream?t=nope' }, resolve),
    );
    expect(res.statusCode).toBe(401);
    res.destroy();
  });
});
