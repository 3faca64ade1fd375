import { describe, expect, it } from 'vitest';
import { MAX_EPOCH_MS, MAX_SERIAL_ID } from './constants.js';
import { favouriteRequest } from './games/catalogue.js';
import { launchQuery } from './games/launch.js';
import { maintenanceSetting } from './operator/operator.js';
import { dateRange } from './wallet/amount.js';
import { depositRequest } from './wallet/deposit.js';

/** Bounds the contract fuzz test (apps/server/src/contract-fuzz.test.ts) found missing: each was a 500. */
describe('input bounds', () => {
  it('takes times up to the end of year 9999 and no later (a later one is no date the server can hold)', () => {
    expect(dateRange.safeParse({ from: '0', to: String(MAX_EPOCH_MS) }).success).toBe(false); // wider than a year
    expect(dateRange.safeParse({ from: String(MAX_EPOCH_MS - 1), to: String(MAX_EPOCH_MS) }).success).toBe(
      true,
    );
    expect(dateRange.safeParse({ from: String(Number.MAX_SAFE_INTEGER) }).success).toBe(false);
    expect(dateRange.safeParse({ to: String(MAX_EPOCH_MS + 1) }).success).toBe(false);
    const window = { enabled: true, startTime: null };
    expect(maintenanceSetting.safeParse({ ...window, endTime: MAX_EPOCH_MS }).success).toBe(true);
    expect(maintenanceSetting.safeParse({ ...window, endTime: Number.MAX_SAFE_INTEGER }).success).toBe(false);
    expect(new Date(MAX_EPOCH_MS).toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });

  it('takes ids of 32-bit serial columns (deposit channels, games) up to their largest value', () => {
    const deposit = { requestId: 'fuzz-0001', amount: 1 };
    expect(depositRequest.safeParse({ ...deposit, channelId: MAX_SERIAL_ID }).success).toBe(true);
    expect(depositRequest.safeParse({ ...deposit, channelId: MAX_SERIAL_ID + 1 }).success).toBe(false);
    expect(favouriteRequest.safeParse({ nodeId: String(MAX_SERIAL_ID + 1) }).success).toBe(false);
    const launch = { gameType: 'RNG', vassalage: 'HOUSE' };
    expect(launchQuery.safeParse({ ...launch, nodeId: String(MAX_SERIAL_ID) }).success).toBe(true);
    expect(launchQuery.safeParse({ ...launch, nodeId: String(MAX_SERIAL_ID + 1) }).success).toBe(false);
    expect(launchQuery.safeParse({ ...launch, gameId: String(MAX_SERIAL_ID + 1) }).success).toBe(false);
  });
});
