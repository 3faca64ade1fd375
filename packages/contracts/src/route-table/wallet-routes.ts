import type { emptyBody } from '../envelope.js';
import type * as password from '../identity/password.js';
import type * as verification from '../identity/verification.js';
import type * as amount from '../wallet/amount.js';
import type * as balance from '../wallet/balance.js';
import type * as bankCard from '../wallet/bank-card.js';
import type * as bonuses from '../wallet/bonuses.js';
import type * as deposit from '../wallet/deposit.js';
import type * as memberTransfer from '../wallet/member-transfer.js';
import type * as transactions from '../wallet/transactions.js';
import type * as walletPreferences from '../wallet/wallet-preferences.js';
import type * as walletTransfer from '../wallet/wallet-transfer.js';
import type * as withdraw from '../wallet/withdraw.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

type SmsSent = { response: Out<typeof verification.smsCodeResponse> };
type Empty = { body: In<typeof emptyBody> };

/** Wallet calls (issue 4): balance, transfers, deposits, withdrawals, bank cards, records. */
export const walletRoutes = {
  // --- money (issue 4)
  balance: r<{ response: Out<typeof balance.balanceResponse> }>(
    'GET',
    '/wps/v2/wallets/balance',
    'COMM3',
    4,
    { token: true },
  ),
  merchantWallet: r<{ response: Out<typeof balance.merchantWalletResponse> }>(
    'GET',
    '/wps/v2/wallets/merchant',
    'COMM3',
    4,
    tokenChosen,
  ),
  walletTransfer: r<{
    body: In<typeof walletTransfer.walletTransferRequest>;
    response: Out<typeof walletTransfer.walletTransferResponse>;
  }>('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', 4, { token: true }),
  // --- auto-transfer preference (issue 11): the fund-transfer module's, like walletTransfer
  walletPreferences: r<{ response: Out<typeof walletPreferences.walletPreferences> }>(
    'GET',
    '/wps/wallet/preferences',
    'FUNDTRANS3',
    11,
    tokenChosen,
  ),
  saveWalletPreferences: r<{
    body: In<typeof walletPreferences.saveWalletPreferencesRequest>;
    response: Out<typeof walletPreferences.walletPreferences>;
  }>('PUT', '/wps/wallet/preferences', 'FUNDTRANS3', 11, tokenChosen),
  depositChannels: r<{ response: Out<typeof deposit.depositChannelsResponse> }>(
    'GET',
    '/wps/v2/deposit/channels',
    'COMM3',
    4,
    tokenChosen,
  ),
  deposit: r<{ body: In<typeof deposit.depositRequest>; response: Out<typeof deposit.depositResponse> }>(
    'POST',
    '/wps/v2/deposit',
    'COMM3',
    4,
    tokenChosen,
  ),
  depositRecords: r<{
    query: In<typeof deposit.depositRecordsQuery>;
    response: Out<typeof deposit.depositRecordsResponse>;
  }>('GET', '/wps/v2/deposit/records', 'COMM3', 4, tokenChosen),
  withdrawSettings: r<{ response: Out<typeof withdraw.withdrawSettingsResponse> }>(
    'GET',
    '/wps/v2/withdraw/settings',
    'COMM3',
    4,
    tokenChosen,
  ),
  withdraw: r<{ body: In<typeof withdraw.withdrawRequest>; response: Out<typeof withdraw.withdrawRecord> }>(
    'POST',
    '/wps/v2/withdraw',
    'COMM3',
    4,
    { token: true, encrypted: true, chosen: true },
  ),
  withdrawConfirm: r<{
    body: In<typeof withdraw.withdrawConfirmRequest>;
    response: Out<typeof withdraw.withdrawRecord>;
  }>('POST', '/wps/v2/withdraw/confirm', 'COMM3', 4, tokenChosen),
  withdrawRecords: r<{
    query: In<typeof withdraw.withdrawRecordsQuery>;
    response: Out<typeof withdraw.withdrawRecordsResponse>;
  }>('GET', '/wps/v2/withdraw/records', 'COMM3', 4, tokenChosen),
  depositGatewayCallback: r<{ response: Out<typeof deposit.depositCallbackResponse> }>(
    'POST',
    '/wps/v2/deposit/callback',
    'COMM3',
    4,
    chosen,
  ),
  bankCardSmsCode: r<Empty & SmsSent>(
    'POST',
    '/wps/verification/sms/bankCard',
    'VERIFICATION3',
    4,
    tokenChosen,
  ),
  bankCards: r<{ response: Out<typeof bankCard.bankCardsResponse> }>(
    'GET',
    '/wps/member/bankCards',
    'COMM3',
    4,
    tokenChosen,
  ),
  addBankCard: r<{ body: In<typeof bankCard.addBankCardRequest>; response: Out<typeof bankCard.bankCard> }>(
    'POST',
    '/wps/member/bankCards',
    'COMM3',
    4,
    { token: true, encrypted: true, chosen: true },
  ),
  removeBankCard: r<{
    body: In<typeof bankCard.removeBankCardRequest>;
    response: Out<typeof bankCard.removeBankCardResponse>;
  }>('DELETE', '/wps/member/bankCards', 'COMM3', 4, tokenChosen),
  paymentPassword: r<{
    body: In<typeof password.paymentPasswordRequest>;
    response: Out<typeof password.passwordChangedResponse>;
  }>('POST', '/wps/member/paymentPassword', 'COMM3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transferUpline: r<{
    body: In<typeof memberTransfer.transferUplineRequest>;
    response: Out<typeof memberTransfer.memberTransferResponse>;
  }>('POST', '/wps/member/transfer/upline', 'MEMTRANS3', 4, tokenChosen),
  transferDownline: r<{
    body: In<typeof memberTransfer.transferDownlineRequest>;
    response: Out<typeof memberTransfer.memberTransferResponse>;
  }>('POST', '/wps/agent/transfer/downline', 'MEMTRANS3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transactionHistory: r<{
    query: In<typeof transactions.transactionQuery>;
    response: Out<typeof transactions.transactionHistoryResponse>;
  }>('GET', '/wps/member/transactions', 'COMM3', 4, tokenChosen),
  bonusDetails: r<{ query: In<typeof amount.pageQuery>; response: Out<typeof bonuses.bonusDetailsResponse> }>(
    'GET',
    '/wps/member/bonuses',
    'REWCEN3',
    4,
    tokenChosen,
  ),
} as const;
