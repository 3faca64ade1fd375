import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { login } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorTokenWithRole,
  operatorToken,
  type TestContext,
} from '../../test/test-app.js';
import { demoMerchantId, insertOtherMerchant } from '../../test/test-merchant.js';

let t: TestContext;
let support: string;
const SUB = 'treesub1';

beforeAll(async () => {
  t = await createTestApp();
  support = await operatorTokenWithRole(t.app, await operatorToken(t.app), 'support');
  // demoagent → first demo downline → SUB: a three-level chain; the trigger fills member_tree.
  const demoId = await demoMerchantId(t.db);
  const otherId = await insertOtherMerchant(t.db);
  const parent = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', DEMO_ACCOUNTS.downlines[0])
    .executeTakeFirstOrThrow();
  const base = { password_hash: 'x', first_login_at: new Date() };
  await t.db
    .insertInto('members')
    .values([
      { ...base, merchant_id: demoId, username: SUB, referral_code: 'REFTREE1', upline_id: parent.id },
      { ...base, merchant_id: otherId, username: 'othertree', referral_code: 'REFTREE2' },
    ])
    .execute();
});
afterAll(() => t.close());

const tree = async (username: string, token: string | null = support) => {
  const res = await t.app.inject({
    url: `/ops/players/agentTree?${new URLSearchParams({ username })}`,
    headers: token ? { authorization: token } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /ops/players/agentTree', () => {
  it('answers the uplines from the top, direct downlines and team size', async () => {
    const sub = await tree(SUB);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    expect(sub.body.value).toEqual({
      username: SUB,
      type: 0,
      uplines: [
        { username: DEMO_ACCOUNTS.agent, type: 1, depth: 2 },
        { username: DEMO_ACCOUNTS.downlines[0], type: 0, depth: 1 },
      ],
      directDownlines: 0,
      teamSize: 0,
    });
    const agent = await tree(DEMO_ACCOUNTS.agent);
    const direct = 1 + DEMO_ACCOUNTS.downlines.length; // the demo player and the demo downlines
    expect(agent.body.value).toMatchObject({ uplines: [], directDownlines: direct, teamSize: direct + 1 });
  });

  it('refuses callers without an operator session', async () => {
    expect((await tree(SUB, null)).status).toBe(401);
    const member = await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD });
    const memberToken = String(member.json().value?.token ?? 'none');
    expect((await tree(SUB, memberToken)).status).toBe(401);
  });

  it('rejects a bad username and never shows another merchant’s player', async () => {
    expect((await tree('')).status).toBe(400);
    expect((await tree('x'.repeat(65))).status).toBe(400);
    expect((await tree('othertree')).status).toBe(404);
    expect((await tree('nobody-here')).status).toBe(404);
  });
});
