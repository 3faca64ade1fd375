import { routes } from '@bet/contracts/routes';

/**
 * The token calls a withdrawal-only session (an excluded player's, opened from the one-time code
 * of a refused login, issue 20) may make, decided here and only here: see the balance, bring game
 * wallets back (a move into one is refused by the transfer itself), set a payment password, add a
 * bank card and withdraw. Any other token call answers 403 `rg.withdrawal.only`.
 */
const WITHDRAWAL_CALLS: ReadonlyArray<{ method: string; path: string }> = [
  routes.logout,
  routes.memberInfo,
  routes.language,
  routes.balance,
  routes.merchantWallet,
  routes.walletPreferences,
  routes.walletTransfer,
  routes.withdrawSettings,
  routes.withdraw,
  routes.withdrawConfirm,
  routes.withdrawRecords,
  routes.bankCards,
  routes.addBankCard,
  routes.removeBankCard,
  routes.bankCardSmsCode,
  routes.paymentPassword,
  routes.transactionHistory,
];

const allowed = new Set(WITHDRAWAL_CALLS.map((c) => `${c.method} ${c.path}`));

/** Whether a withdrawal-only session may call the route `method` `path` (as Fastify registered it). */
export const withdrawalSiteMayCall = (method: string | readonly string[], path: string): boolean =>
  (typeof method === 'string' ? [method] : method).every((m) => {
    const verb = m.toUpperCase();
    // Fastify answers HEAD for every GET route: the same call.
    return allowed.has(`${verb === 'HEAD' ? 'GET' : verb} ${path}`);
  });
