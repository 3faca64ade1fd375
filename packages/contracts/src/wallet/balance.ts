import { z } from 'zod';

export { MAIN_WALLET } from './main-wallet.js';

/** `GET /wps/v2/wallets/balance` value (platform-facts). Amounts in currency units, 2 decimals. */
export const balanceResponse = z.object({
  sumBalance: z.number(),
  balance: z.array(
    z.object({
      accountTypeId: z.number(),
      /** Vendor code, `MAIN` for the main wallet. */
      name: z.string(),
      availBalance: z.number(),
      /** A transfer to or from this wallet awaits the vendor's answer (reconciliation settles it). */
      pending: z.boolean(),
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** Merchant wallet: `isSingle` = one shared wallet (seamless vendors), no transfers needed. */
export const merchantWalletResponse = z.object({ isSingle: z.boolean() });
export type MerchantWalletResponse = z.infer<typeof merchantWalletResponse>;
