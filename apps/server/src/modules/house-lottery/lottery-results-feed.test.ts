import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** A state lottery's results service, started by the test: 404 until "published". */
let published = false;
const asked: string[] = [];
/** A North result: ĐB, G1, 2 × G2, 6 × G3 (5 digits), 4 × G4, 6 × G5 (4), 3 × G6 (3), 4 × G7 (2). */
const DIGITS = [
  ...Array(10).fill(5),
  ...Array(10).fill(4),
  ...Array(3).fill(3),
  ...Array(4).fill(2),
] as number[];
const NORTH = DIGITS.map((d, i) => String((i * 7919) % 10 ** d).padStart(d, '0'));
let feed: Server;
let t: TestContext;

beforeAll(async () => {
  feed = createServer((req, res) => {
    const url = new URL(req.url!, 'http://feed');
    asked.push(`${url.searchParams.get('game')}:${url.searchParams.get('issue')}`);
    if (!published) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: NORTH }));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const { port } = feed.address() as AddressInfo;
  t = await createTestApp({
    TEST_CLOCK_CONTROL: 'true',
    LOTTERY_RESULTS_FEED_URL: `http://127.0.0.1:${port}/results`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

describe('lottery results feed', () => {
  it('takes a FEED game’s result from the feed once published, never from a seed', async () => {
    const lottery = t.app.services.lottery!;
    const game = 'VN_NORTH';
    const layout = (await lottery.operations.schedules()).find((s) => s.game === game)!;
    await lottery.operations.setSchedule({
      game,
      enabled: true,
      closeSeconds: layout.closeSeconds,
      resultSource: 'FEED',
    });
    // draws scheduled before the switch keep the house as their source
    await t.db
      .deleteFrom('house_lottery_draws')
      .where('game_code', '=', game)
      .where('status', '=', 'OPEN')
      .execute();
    await lottery.draws.run();
    const next = (await t.app.inject({ url: LOTTERY_API.next }))
      .json()
      .value.draws.find((d: { game: string }) => d.game === game);
    expect(next).toMatchObject({ source: 'FEED', commit: null, seed: null });

    t.app.services.lotteryClock.advance(next.drawAt - t.app.services.lotteryClock.now() + 1);
    await lottery.draws.run();
    expect(asked).toContain(`${game}:${next.issue}`);
    const waiting = (
      await t.app.inject({ url: `${LOTTERY_API.draw}?game=${game}&issue=${next.issue}` })
    ).json().value.draw;
    expect(waiting).toMatchObject({ status: 'CLOSED', result: null });

    published = true;
    await lottery.draws.run();
    const drawn = (await t.app.inject({ url: `${LOTTERY_API.draw}?game=${game}&issue=${next.issue}` })).json()
      .value.draw;
    expect(drawn).toMatchObject({ status: 'SETTLED', source: 'FEED', result: NORTH, seed: null });
  });
});
