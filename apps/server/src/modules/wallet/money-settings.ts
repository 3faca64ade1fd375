import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { MoneySettings } from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { findMoneySettings, upsertMoneySettings, type MoneySettingsRow } from './money-settings.repo.js';

/**
 * A merchant's withdrawal settings. Without a row the migration's column defaults apply (repeated
 * here, not inserted on read: the demo seed takes an existing row to mean "already seeded").
 */
const DEFAULTS = {
  withdraw_min: 10_000n,
  withdraw_max: 5_000_000n,
  auto_confirm_minutes: 1440,
  max_bank_cards: 5,
};

export async function loadMoneySettings(db: Db, merchantId: number) {
  return (await findMoneySettings(db, merchantId)) ?? DEFAULTS;
}

export const toMoneySettings = (s: Awaited<ReturnType<typeof loadMoneySettings>>): MoneySettings => ({
  withdrawMin: fromMinor(s.withdraw_min),
  withdrawMax: fromMinor(s.withdraw_max),
  autoConfirmMinutes: s.auto_confirm_minutes,
  maxBankCards: s.max_bank_cards,
});

export async function saveMoneySettings(db: Db, merchantId: number, s: MoneySettings): Promise<void> {
  const values: MoneySettingsRow = {
    withdraw_min: toMinor(s.withdrawMin),
    withdraw_max: toMinor(s.withdrawMax),
    auto_confirm_minutes: s.autoConfirmMinutes,
    max_bank_cards: s.maxBankCards,
  };
  await upsertMoneySettings(db, merchantId, values);
}
