import type { Db } from '../../db/create-db.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';

/** Play money of a new trial account (2,000.00): from the house's demo funds, never real money. */
export const TRIAL_PLAY_MONEY = 200_000n;

export const creditTrialPlayMoney = (db: Db, merchantId: number, memberId: bigint) =>
  postTransfer(db, {
    merchantId,
    key: `trial:${memberId}`,
    type: 'DEMO_CREDIT',
    memberId,
    reference: 'Free play',
    postings: move(house('DEMO_FUNDS'), mainWallet(memberId), TRIAL_PLAY_MONEY),
  });
