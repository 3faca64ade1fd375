import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { addScriptedVendor, type ScriptedVendor } from '../../test/scripted-vendor.js';
import { call } from '../../test/identity-client.js';
import {
  auditCount,
  expectLedgerSound,
  memberToken,
  newRequestId,
  trialToken,
} from '../../test/wallet-client.js';

const HOUSE = 1001;
const OTHER = 2001;

let t: TestContext;
let other: ScriptedVendor;

beforeAll(async () => {
  const registry = new VendorRegistry();
  t = await createTestApp({}, { vendors: registry });
  other = await addScriptedVendor(t.db, registry, {
    code: 'OTHER',
    name: 'Other Games',
    accountTypeId: OTHER,
  });
});
afterAll(() => t.close());

const wallets = async (token: string): Promise<Record<number, number>> =>
  Object.fromEntries(
    (await call(t.app, 'balance', undefined, { token }))
      .json()
      .value.balance.map((w: { accountTypeId: number; availBalance: number }) => [
        w.accountTypeId,
        w.availBalance,
      ]),
  );
const preferences = async (token: string) =>
  (await call(t.app, 'walletPreferences', undefined, { token })).json();
const save = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'saveWalletPreferences', body, { token });
const autoTransfer = (token: string, toAccountTypeId: number, requestId = newRequestId()) =>
  call(t.app, 'walletTransfer', { purpose: 'autoTransfer', requestId, toAccountTypeId }, { token });

describe('wallet preference', () => {
  it('is auto-transfer on, whole balance, until the member chooses', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.player);
    expect(await preferences(token)).toMatchObject({
      success: true,
      value: { autoTransfer: true, autoTransferAmount: null },
    });
  });

  it('saves what the member chose, and audits it', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    const audits = await auditCount(t.db);
    const res = await save(token, { autoTransfer: false, autoTransferAmount: 250.5 });
    expect(res.json().value).toEqual({ autoTransfer: false, autoTransferAmount: 250.5 });
    expect((await preferences(token)).value).toEqual({ autoTransfer: false, autoTransferAmount: 250.5 });
    expect(await auditCount(t.db)).toBe(audits + 1);
    await save(token, { autoTransfer: true, autoTransferAmount: null });
    expect((await preferences(token)).value).toEqual({ autoTransfer: true, autoTransferAmount: null });
  });

  it('refuses a bad amount or flag and changes nothing', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    await save(token, { autoTransfer: true, autoTransferAmount: 40 });
    for (const body of [
      { autoTransfer: true, autoTransferAmount: 0 },
      { autoTransfer: true, autoTransferAmount: -5 },
      { autoTransfer: true, autoTransferAmount: 1.001 },
      { autoTransfer: true, autoTransferAmount: '5' },
      { autoTransfer: true, autoTransferAmount: 2_000_000_000 },
      { autoTransfer: 'yes', autoTransferAmount: null },
      { autoTransferAmount: null },
      { autoTransfer: false },
    ]) {
      const res = await save(token, body);
      expect(res.json().errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    expect((await preferences(token)).value).toEqual({ autoTransfer: true, autoTransferAmount: 40 });
    await save(token, { autoTransfer: true, autoTransferAmount: null });
  });

  it('is for real accounts and needs a session', async () => {
    expect((await preferences(await trialToken(t.app))).errorCode).toBe('trial.account.forbidden');
    expect((await call(t.app, 'walletPreferences')).statusCode).toBe(401);
  });
});

describe('auto-transfer before a game opens', () => {
  it('moves the whole main balance into the game wallet', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
    const res = await autoTransfer(token, HOUSE);
    expect(res.json().value).toEqual({
      transfers: [{ accountTypeId: HOUSE, direction: 'IN', amount: 1000, status: 'DONE' }],
    });
    expect(await wallets(token)).toMatchObject({ 0: 0, [HOUSE]: 1000, [OTHER]: 0 });
    // Nothing left in main: nothing to move, no transfer at all.
    expect((await autoTransfer(token, HOUSE)).json().value).toEqual({ transfers: [] });
    await expectLedgerSound(t.db);
  });

  it('moves the remembered amount, never more than main holds', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    await save(token, { autoTransfer: true, autoTransferAmount: 300 });
    expect((await autoTransfer(token, HOUSE)).json().value.transfers).toEqual([
      { accountTypeId: HOUSE, direction: 'IN', amount: 300, status: 'DONE' },
    ]);
    expect(await wallets(token)).toMatchObject({ 0: 700, [HOUSE]: 300 });
    await save(token, { autoTransfer: true, autoTransferAmount: 5000 });
    expect((await autoTransfer(token, HOUSE)).json().value.transfers).toEqual([
      { accountTypeId: HOUSE, direction: 'IN', amount: 700, status: 'DONE' },
    ]);
    expect(await wallets(token)).toMatchObject({ 0: 0, [HOUSE]: 1000 });
    await expectLedgerSound(t.db);
  });

  it('brings the other game wallets back to main first', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.player);
    // Seeded: 4,600.00 in main, 500.00 in the house games' wallet.
    expect(await wallets(token)).toMatchObject({ 0: 4600, [HOUSE]: 500, [OTHER]: 0 });
    expect((await autoTransfer(token, OTHER)).json().value.transfers).toEqual([
      { accountTypeId: HOUSE, direction: 'OUT', amount: 500, status: 'DONE' },
      { accountTypeId: OTHER, direction: 'IN', amount: 5100, status: 'DONE' },
    ]);
    expect(await wallets(token)).toMatchObject({ 0: 0, [HOUSE]: 0, [OTHER]: 5100 });
    expect((await autoTransfer(token, HOUSE)).json().value.transfers).toEqual([
      { accountTypeId: OTHER, direction: 'OUT', amount: 5100, status: 'DONE' },
      { accountTypeId: HOUSE, direction: 'IN', amount: 5100, status: 'DONE' },
    ]);
    expect(await wallets(token)).toMatchObject({ 0: 0, [HOUSE]: 5100, [OTHER]: 0 });
    await expectLedgerSound(t.db);
  });

  it('moves nothing twice when the same request comes again', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.player);
    const requestId = newRequestId();
    const first = (await autoTransfer(token, OTHER, requestId)).json().value;
    expect(first.transfers.map((leg: { status: string }) => leg.status)).toEqual(['DONE', 'DONE']);
    const after = await wallets(token);
    const transfers = await t.db.selectFrom('ledger_transfers').select('id').execute();
    const audits = await auditCount(t.db);
    expect((await autoTransfer(token, OTHER, requestId)).json().value).toEqual(first);
    expect(await wallets(token)).toEqual(after);
    expect(await t.db.selectFrom('ledger_transfers').select('id').execute()).toHaveLength(transfers.length);
    expect(await auditCount(t.db)).toBe(audits);
    // Back where the other tests expect the player's money.
    await autoTransfer(token, HOUSE);
    await expectLedgerSound(t.db);
  });

  it('is skipped when the member switched it off, and for a trial account', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.agent);
    await save(token, { autoTransfer: false, autoTransferAmount: null });
    const before = await wallets(token);
    expect((await autoTransfer(token, HOUSE)).json().value).toEqual({ transfers: [], skipped: true });
    expect(await wallets(token)).toEqual(before);
    const trial = await trialToken(t.app);
    expect((await autoTransfer(trial, HOUSE)).json()).toMatchObject({
      success: true,
      value: { transfers: [], skipped: true },
    });
    // The other purposes stay closed to a trial account.
    expect(
      (
        await call(
          t.app,
          'walletTransfer',
          { purpose: 'allToMain', requestId: newRequestId() },
          { token: trial },
        )
      ).json().errorCode,
    ).toBe('trial.account.forbidden');
    await save(token, { autoTransfer: true, autoTransferAmount: null });
  });

  it('reports a vendor that says no as FAILED, and the money stays in main', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.agent);
    const main = (await wallets(token))[0]!;
    other.mode = 'refuse';
    const res = await autoTransfer(token, OTHER);
    other.mode = 'ok';
    expect(res.json().value.transfers).toEqual([
      { accountTypeId: OTHER, direction: 'IN', amount: main, status: 'FAILED' },
    ]);
    expect(await wallets(token)).toMatchObject({ 0: main, [OTHER]: 0 });
    await expectLedgerSound(t.db);
  });

  it('refuses an unknown wallet, main as the target and a vendor under maintenance, moving nothing', async () => {
    const token = await memberToken(t.app, DEMO_ACCOUNTS.agent);
    const before = await wallets(token);
    expect((await autoTransfer(token, 9999)).json().errorCode).toBe('wallet.unknown');
    expect((await autoTransfer(token, 0)).json().errorCode).toBe('request_param_err');
    await t.db.updateTable('vendors').set({ maintenance: true }).where('code', '=', 'HOUSE').execute();
    const res = await autoTransfer(token, HOUSE);
    await t.db.updateTable('vendors').set({ maintenance: false }).where('code', '=', 'HOUSE').execute();
    expect(res.statusCode).toBe(503);
    expect(res.json().errorCode).toBe('vendor.unavailable');
    expect(await wallets(token)).toEqual(before);
  });
});
