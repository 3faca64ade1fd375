import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { login } from '../../test/identity-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { house, mainWallet } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';

describeRoleMatrix(
  'role matrix of downline transactions',
  routeList.filter((r) => r.name === 'teamTransactions'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let merchant: number;
let agentToken: string;
let seq = 0;
const ids: Record<string, bigint> = {};
const get = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/agent/team/transactions?${query}`,
    headers: { authorization: token },
  });
const member = async (username: string, upline: bigint | null, type = 0) => {
  ids[username] = (
    await t.db
      .insertInto('members')
      .values({
        merchant_id: merchant,
        username,
        referral_code: username.toUpperCase(),
        type,
        upline_id: upline,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};
const deposit = async (who: string, amount: bigint, status: 'SUCCESS' | 'PENDING') => {
  const channel = (
    await t.db.selectFrom('deposit_channels').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('deposits')
    .values({
      merchant_id: merchant,
      member_id: ids[who]!,
      channel_id: channel,
      amount,
      status,
      request_key: `tx-dep-${++seq}`,
      completed_at: status === 'SUCCESS' ? new Date() : null,
    })
    .execute();
};
const withdrawal = async (who: string, amount: bigint) => {
  const card = await t.db
    .insertInto('bank_cards')
    .values({
      merchant_id: merchant,
      member_id: ids[who]!,
      bank_name: 'BDO',
      account_name: who,
      account_number: `9${++seq}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('withdrawals')
    .values({
      merchant_id: merchant,
      member_id: ids[who]!,
      bank_card_id: card.id,
      amount,
      status: 'PENDING',
      request_key: `tx-w-${++seq}`,
    })
    .execute();
};
const transfer = (from: string, to: string, amount: bigint, type: string) =>
  postTransfer(t.db, {
    merchantId: merchant,
    key: `tx-tr-${++seq}`,
    type,
    memberId: ids[from]!,
    postings: [
      { account: mainWallet(ids[from]!), amount: -amount },
      { account: mainWallet(ids[to]!), amount },
    ],
  });
type Row = { username: string; kind: string; amount: number; counterparty: string | null; status: string };

beforeAll(async () => {
  t = await createTestApp();
  const agent = await t.db
    .selectFrom('members')
    .select(['id', 'merchant_id'])
    .where('username', '=', DEMO_ACCOUNTS.agent)
    .executeTakeFirstOrThrow();
  merchant = agent.merchant_id;
  ids[DEMO_ACCOUNTS.agent] = agent.id;
  agentToken = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json().value
    .token;
  // demoagent → txsub (agent) → txleaf; another line: txother (agent) → txstranger.
  await member('txsub', agent.id, 1);
  await member('txleaf', ids.txsub!);
  await member('txother', null, 1);
  await member('txstranger', ids.txother!);
  // Money to move: the house funds the senders' main wallets.
  for (const who of [DEMO_ACCOUNTS.agent, 'txsub', 'txleaf'])
    await postTransfer(t.db, {
      merchantId: merchant,
      key: `tx-fund-${who}`,
      type: 'ADJUSTMENT',
      memberId: ids[who]!,
      postings: [
        { account: house('ADJUSTMENTS'), amount: -100_000n },
        { account: mainWallet(ids[who]!), amount: 100_000n },
      ],
    });
  await deposit('txleaf', 5000n, 'SUCCESS');
  await deposit('txsub', 800n, 'PENDING');
  await deposit('txstranger', 9000n, 'SUCCESS');
  await deposit(DEMO_ACCOUNTS.agent, 6000n, 'SUCCESS');
  await withdrawal('txleaf', 1200n);
  await transfer(DEMO_ACCOUNTS.agent, 'txsub', 300n, 'TRANSFER_TO_DOWNLINE');
  await transfer('txsub', 'txleaf', 200n, 'TRANSFER_TO_DOWNLINE');
  await transfer('txleaf', 'txstranger', 100n, 'TRANSFER_TO_UPLINE');
});
afterAll(() => t.close());

const mine = (rows: Row[]) => rows.filter((r) => r.username.startsWith('tx'));

describe('downline transactions', () => {
  it("lists my downlines' deposits, withdrawals and transfers, signed, newest first", async () => {
    const res = await get(agentToken, 'pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = mine(res.json().value.list);
    expect(rows.map((r) => [r.username, r.kind, r.amount, r.counterparty])).toEqual([
      ['txleaf', 'transfer', -1, null],
      ['txleaf', 'transfer', 2, 'txsub'],
      ['txsub', 'transfer', -2, 'txleaf'],
      ['txsub', 'transfer', 3, DEMO_ACCOUNTS.agent],
      ['txleaf', 'withdrawal', -12, null],
      ['txsub', 'deposit', 8, null],
      ['txleaf', 'deposit', 50, null],
    ]);
    expect(rows.find((r) => r.kind === 'deposit' && r.username === 'txsub')?.status).toBe('PENDING');
    const names = res.json().value.list.map((r: Row) => r.username);
    expect(names).not.toContain(DEMO_ACCOUNTS.agent);
    expect(names).not.toContain('txstranger');
  });

  it('filters by member and kind, and pages', async () => {
    const leaf = (await get(agentToken, 'member=txleaf&kind=transfer')).json().value;
    expect(leaf.list.map((r: Row) => r.amount)).toEqual([-1, 2]);
    expect(leaf).toMatchObject({ totalCount: 2, totalPages: 1 });
    const page = (await get(agentToken, 'member=txleaf&pageSize=1&pageNo=4')).json().value;
    expect(page).toMatchObject({ totalCount: 4, totalPages: 4 });
    expect(page.list.map((r: Row) => r.kind)).toEqual(['deposit']);
    const none = (await get(agentToken, `member=txleaf&from=0&to=1000`)).json().value;
    expect(none).toMatchObject({ list: [], totalCount: 0 });
  });

  it('answers another line, an unknown name and my own name alike; refuses bad input and plain members', async () => {
    for (const name of ['txstranger', 'nosuchname', DEMO_ACCOUNTS.agent]) {
      const res = await get(agentToken, `member=${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    expect((await get(agentToken, 'kind=bonus')).statusCode).toBe(400);
    expect((await get(agentToken, 'from=2000&to=1000')).statusCode).toBe(400);
    const token = (
      await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: DEMO_PASSWORD })
    ).json().value.token;
    const res = await get(token, '');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('agent.not.agent');
  });
});
