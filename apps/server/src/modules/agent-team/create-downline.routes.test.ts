import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { tokenOf } from '../../test/agent-tree.js';
import { call, login } from '../../test/identity-client.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describeRoleMatrix(
  'role matrix of creating a downline',
  routeList.filter((r) => r.name === 'createDownline'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let agentToken: string;
const create = (body: Record<string, unknown>, token = agentToken) =>
  call(t.app, 'createDownline', body, { token });
const memberRow = (username: string) =>
  t.db
    .selectFrom('members as m')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['m.type', 'm.affiliate_code', 'u.username as upline'])
    .where('m.username', '=', username)
    .executeTakeFirst();
const countMembers = async () =>
  Number(
    (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
});
afterAll(() => t.close());

const fields = {
  password: 'Kalye8Mabini',
  confirmPassword: 'Kalye8Mabini',
  ageConfirmed: true,
  agreeTerms: true,
};

describe('an agent creates a downline (PUT /wps/agent/downline)', () => {
  it('opens a player directly under the agent, in the tree at once', async () => {
    const res = await create({ ...fields, username: 'newplayer1', kind: 'player' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ username: 'newplayer1', type: 0, isAgent: false });
    expect(await memberRow('newplayer1')).toMatchObject({
      type: 0,
      upline: DEMO_ACCOUNTS.agent,
      affiliate_code: null,
    });
    const tree = await t.db
      .selectFrom('member_tree as t')
      .innerJoin('members as a', 'a.id', 't.ancestor_id')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(['a.username', 't.depth'])
      .where('m.username', '=', 'newplayer1')
      .orderBy('t.depth')
      .execute();
    expect(tree.map((r) => [r.username, r.depth])).toEqual([
      ['newplayer1', 0],
      [DEMO_ACCOUNTS.agent, 1],
    ]);
    // The new player logs in with the password the agent chose.
    expect((await login(t.app, { username: 'newplayer1', password: 'Kalye8Mabini' })).statusCode).toBe(200);
  });

  it('opens an agent (type 1) with its own affiliate code', async () => {
    const res = await create({ ...fields, username: 'newagent1', kind: 'agent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ type: 1, isAgent: true });
    const row = await memberRow('newagent1');
    expect(row).toMatchObject({ type: 1, upline: DEMO_ACCOUNTS.agent });
    expect(row?.affiliate_code).toMatch(/^A[0-9A-F]{8}$/);
  });

  it('applies the sign-up rules and changes nothing when they fail', async () => {
    const before = await countMembers();
    const taken = await create({ ...fields, username: DEMO_ACCOUNTS.player, kind: 'player' });
    expect(taken.statusCode).toBe(409);
    expect(JSON.stringify(taken.json())).toContain('username');
    const mismatch = await create({
      ...fields,
      confirmPassword: 'Kalye8Rizal',
      username: 'newplayer2',
      kind: 'player',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json())).toContain('confirmPassword');
    const badKind = await create({ ...fields, username: 'newplayer3', kind: 'boss' });
    expect(badKind.statusCode).toBe(400);
    expect(await countMembers()).toBe(before);
  });

  it('refuses a player who is not an agent, creating nothing', async () => {
    const before = await countMembers();
    const res = await create(
      { ...fields, username: 'newplayer4', kind: 'player' },
      await tokenOf(t.app, DEMO_ACCOUNTS.player),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('agent.not.agent');
    expect(await countMembers()).toBe(before);
  });
});
