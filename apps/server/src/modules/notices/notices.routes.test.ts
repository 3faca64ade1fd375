import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { memberToken, trialToken } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
let player: string;
const HOUR = 3_600_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  player = await memberToken(t.app, DEMO_ACCOUNTS.player);
  // The demo notices would shift every count below: start from none.
  await t.db.deleteFrom('notices').execute();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const ops = async (method: 'GET' | 'POST', url: string, payload?: Body, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** Saves and publishes a notice; answers its id. */
async function publish(notice: Body): Promise<number> {
  const saved = await ops('POST', '/ops/notices', {
    startTime: Date.now() - HOUR,
    texts: [{ language: 'EN', title: 'Title', content: '<p>Body</p>' }],
    ...notice,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().value.id as number;
  const published = await ops('POST', '/ops/notices/publish', { id });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const site = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/system/notices?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('GET /wps/system/notices', () => {
  it('pages player announcements 9 at a time, newest first, and fills each list from its types', async () => {
    for (let i = 1; i <= 11; i++)
      await publish({
        kind: 'PL',
        startTime: Date.now() - (20 - i) * HOUR,
        texts: [{ language: 'EN', title: `News ${i}`, content: `<p>News ${i}</p>` }],
      });
    await publish({ kind: 'PU', texts: [{ language: 'EN', title: 'Popup', content: '<p>p</p>' }] });
    await publish({ kind: 'PR', texts: [{ language: 'EN', title: 'Promo', content: '<p>r</p>' }] });
    await publish({ kind: 'B', texts: [{ language: 'EN', title: 'Banner', content: '<p>b</p>' }] });

    const first = await site('types=B,PL,PU,PR&platform=W&execution=B&pageNo=1');
    expect(first.player).toMatchObject({ totalCount: 11, totalPages: 2, pageNo: 1 });
    expect(first.player.list).toHaveLength(9);
    expect(first.player.list[0].title).toBe('News 11');
    expect(first.popup.map((n: Body) => n.title)).toEqual(['Popup']);
    expect(first.promotion.map((n: Body) => n.title)).toEqual(['Promo']);
    expect(first.banners.map((n: Body) => n.title)).toEqual(['Banner']);

    const second = await site('types=PL&pageNo=2');
    expect(second.player.list.map((n: Body) => n.title)).toEqual(['News 2', 'News 1']);
    // Types not asked for answer empty lists.
    expect(second).toMatchObject({ banners: [], popup: [], promotion: [] });
  });

  it('filters the announcements by start date (yyyy-MM-dd HH:mm:ss) and refuses bad input', async () => {
    const fmt = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');
    const ranged = await site(
      `types=PL&startTime=${encodeURIComponent(fmt(Date.now() - 17.5 * HOUR))}&endTime=${encodeURIComponent(fmt(Date.now()))}`,
    );
    expect(ranged.player.list.map((n: Body) => n.title)).toEqual([
      'News 11',
      'News 10',
      'News 9',
      'News 8',
      'News 7',
      'News 6',
      'News 5',
      'News 4',
      'News 3',
    ]);
    for (const bad of [
      'types=X',
      'types=PL,PL',
      'startTime=2024-02-30%2000:00:00',
      'platform=H5',
      'pageNo=0',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/system/notices?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });

  it('shows nothing outside its window, nor a draft', async () => {
    await publish({
      kind: 'PU',
      startTime: Date.now() + HOUR,
      texts: [{ language: 'EN', title: 'Later', content: '<p>x</p>' }],
    });
    await publish({
      kind: 'PU',
      startTime: Date.now() - 2 * HOUR,
      endTime: Date.now() - HOUR,
      texts: [{ language: 'EN', title: 'Over', content: '<p>x</p>' }],
    });
    const draft = await ops('POST', '/ops/notices', {
      kind: 'PU',
      startTime: Date.now() - HOUR,
      texts: [{ language: 'EN', title: 'Draft', content: '<p>x</p>' }],
    });
    expect(draft.statusCode).toBe(200);
    expect((await site('types=PU')).popup.map((n: Body) => n.title)).toEqual(['Popup']);
  });

  it('answers in the asked language, each notice falling back to English', async () => {
    await publish({
      kind: 'H',
      texts: [
        { language: 'EN', title: 'Hello', content: '<p>en</p>' },
        { language: 'TY', title: 'Kumusta', content: '<p>ty</p>' },
      ],
    });
    const ty = await site('types=H,B', { language: 'ty' });
    expect(ty.banners.map((n: Body) => [n.title, n.language])).toEqual(
      expect.arrayContaining([
        ['Kumusta', 'TY'],
        ['Banner', 'EN'],
      ]),
    );
    const cn = await site('types=H', { language: 'CN' });
    expect(cn.banners[0]).toMatchObject({ title: 'Hello', language: 'EN', type: 'H' });
  });
});

describe("don't show again today", () => {
  it('hides a popup for the player on that day only, on every device, and checks the day', async () => {
    const popupId = (await site('types=PU')).popup[0].id as number;
    const today = dayOf(Date.now());
    const tomorrow = dayOf(Date.now() + 24 * HOUR);
    const dismiss = (body: Body, token = player) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/notices/dismiss',
        headers: { authorization: token },
        payload: body,
      });

    expect((await dismiss({ id: popupId, day: today })).statusCode).toBe(200);
    // Twice is fine (a second device).
    expect((await dismiss({ id: popupId, day: today })).statusCode).toBe(200);

    const mine = await site(`types=PU,PR&day=${today}`, { authorization: player });
    expect(mine.popup).toEqual([]);
    expect(mine.promotion).toHaveLength(1);
    // A new session of the same player (another device; the old one ends) sees it hidden too.
    const otherDevice = await memberToken(t.app, DEMO_ACCOUNTS.player);
    player = otherDevice;
    expect((await site(`types=PU&day=${today}`, { authorization: otherDevice })).popup).toEqual([]);
    // The next day it is back; so it is for anyone else, and without a session.
    expect((await site(`types=PU&day=${tomorrow}`, { authorization: player })).popup).toHaveLength(1);
    expect((await site(`types=PU&day=${today}`)).popup).toHaveLength(1);
    expect((await site(`types=PU&day=${today}`, { authorization: 'not-a-token' })).popup).toHaveLength(1);

    // A day far from the server's is refused, and so is a notice that is no popup.
    const far = await dismiss({ id: popupId, day: dayOf(Date.now() + 3 * 24 * HOUR) });
    expect(far.statusCode).toBe(400);
    expect(far.json().errorCode).toBe('notice.day.invalid');
    const banner = (await site('types=B')).banners[0].id as number;
    const notPopup = await dismiss({ id: banner, day: today });
    expect(notPopup.statusCode).toBe(404);
    expect(notPopup.json().errorCode).toBe('notice.not.found');
    // Without a session: refused. A trial session may dismiss.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/notices/dismiss',
          payload: { id: popupId, day: today },
        })
      ).statusCode,
    ).toBe(401);
    expect((await dismiss({ id: popupId, day: today }, await trialToken(t.app))).statusCode).toBe(200);
  });
});

describe('GET /lgw/games/announcements', () => {
  it("answers the live announcements of the asked vendors, in the player's language", async () => {
    await publish({
      kind: 'G',
      vendor: 'HOUSE',
      texts: [
        { language: 'EN', title: 'House slots upgrade', content: '<p>x</p>' },
        { language: 'TY', title: 'Bagong slots', content: '<p>y</p>' },
      ],
    });
    await publish({
      kind: 'G',
      vendor: 'OTHER',
      texts: [{ language: 'EN', title: 'Other', content: '<p>x</p>' }],
    });
    const get = async (q: string, language = 'EN') =>
      (
        await t.app.inject({ method: 'GET', url: `/lgw/games/announcements${q}`, headers: { language } })
      ).json().value.list as Body[];
    expect((await get('?vendors=HOUSE')).map((n) => n.title)).toEqual(['House slots upgrade']);
    expect((await get('?vendors=HOUSE', 'TY')).map((n) => n.title)).toEqual(['Bagong slots']);
    expect((await get('')).map((n) => n.title).sort()).toEqual(['House slots upgrade', 'Other']);
    expect((await get('?vendors=NONE')).length).toBe(0);
    // Game announcements never appear among the site's notices.
    const all = await site('types=B,PL,PU,PR,H');
    expect(
      [...all.banners, ...all.popup, ...all.promotion, ...all.player.list].some((n: Body) => n.type === 'G'),
    ).toBe(false);
  });
});
