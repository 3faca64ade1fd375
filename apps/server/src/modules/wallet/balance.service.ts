import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import { MAIN_WALLET } from '@bet/contracts/wallet/balance';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Merchant } from '../../db/schema.js';
import { mainWallet, vendorWallet } from '../ledger/ledger-accounts.js';
import { accountBalance } from '../ledger/ledger.service.js';
import { vendorPlayer } from '../../adapters/game-vendor/game-vendor.js';
import * as repo from './wallet.repo.js';

/**
 * The member's wallets: the main wallet from the ledger, each vendor wallet as the vendor
 * reports it (wins and losses happen there), or our ledger's mirror when the vendor is silent.
 */
export async function memberBalance(
  db: Db,
  vendors: VendorRegistry,
  merchant: Merchant,
  memberId: bigint,
): Promise<BalanceResponse> {
  const [main, vendorRows, pending] = await Promise.all([
    accountBalance(db, merchant.id, mainWallet(memberId)),
    repo.listVendors(db, merchant.id),
    repo.pendingVendors(db, memberId),
  ]);
  const vendorBalances = await Promise.all(
    vendorRows
      // Only vendors with their own wallet (an adapter) hold money for the player.
      .filter((v) => v.enabled && vendors.get(v.code))
      .map(async (v) => {
        const reported = await vendors
          .get(v.code)!
          .balance(merchant.id, vendorPlayer(memberId))
          .catch(() => undefined);
        const minor = reported ?? (await accountBalance(db, merchant.id, vendorWallet(memberId, v.code)));
        return {
          accountTypeId: v.account_type_id,
          name: v.code,
          availBalance: fromMinor(minor),
          pending: pending.has(v.code),
          minor,
        };
      }),
  );
  const sum = vendorBalances.reduce((total, v) => total + v.minor, main);
  return {
    sumBalance: fromMinor(sum),
    balance: [
      { accountTypeId: MAIN_WALLET, name: 'MAIN', availBalance: fromMinor(main), pending: false },
      ...vendorBalances.map(({ minor: _minor, ...wallet }) => wallet),
    ],
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
  };
}
