import type * as rg from '../responsible-gaming/responsible-gaming.js';
import { chosen, r, tokenChosen, type In, type Out } from './route-def.js';

/**
 * Responsible gaming (issue 20): a real account's own limits, reality-check interval, time-out and
 * self-exclusion. Under COMM3: a merchant cannot switch these tools off.
 */
export const responsibleGamingRoutes = {
  rgOverview: r<{ response: Out<typeof rg.rgOverview> }>('GET', '/wps/rg/overview', 'COMM3', 20, tokenChosen),
  /** The reality check's figures for this session. */
  rgSession: r<{ response: Out<typeof rg.rgSession> }>('GET', '/wps/rg/session', 'COMM3', 20, tokenChosen),
  /** The account month by month: deposits, withdrawals, staked and net result. */
  rgHistory: r<{ response: Out<typeof rg.rgHistory> }>('GET', '/wps/rg/history', 'COMM3', 20, tokenChosen),
  rgSetLimit: r<{ body: In<typeof rg.setLimitRequest>; response: Out<typeof rg.rgOverview> }>(
    'POST',
    '/wps/rg/limit',
    'COMM3',
    20,
    tokenChosen,
  ),
  /** Cancels a raise or removal still waiting its 24 hours. */
  rgCancelPending: r<{ body: In<typeof rg.limitKeyRequest>; response: Out<typeof rg.rgOverview> }>(
    'POST',
    '/wps/rg/limit/cancel',
    'COMM3',
    20,
    tokenChosen,
  ),
  rgRealityCheck: r<{ body: In<typeof rg.realityCheckRequest>; response: Out<typeof rg.rgOverview> }>(
    'POST',
    '/wps/rg/reality-check',
    'COMM3',
    20,
    tokenChosen,
  ),
  /** Starts a time-out or self-exclusion: every session of the account ends with the answer. */
  rgExclude: r<{ body: In<typeof rg.excludeRequest>; response: Out<typeof rg.excludeResponse> }>(
    'POST',
    '/wps/rg/exclude',
    'COMM3',
    20,
    tokenChosen,
  ),
  /**
   * An excluded player's way to their money: the one-time code of a refused login becomes a
   * session that may only see its balance, bring game wallets back and withdraw.
   */
  rgWithdrawalSession: r<{
    body: In<typeof rg.withdrawalSessionRequest>;
    response: Out<typeof rg.withdrawalSessionResponse>;
  }>('POST', '/wps/rg/withdrawal-session', 'COMM3', 20, chosen),
  /** After a self-exclusion ends: the refused login's code asks to return, 24 hours on. */
  rgAskReturn: r<{ body: In<typeof rg.askReturnRequest>; response: Out<typeof rg.exclusionView> }>(
    'POST',
    '/wps/rg/return',
    'COMM3',
    20,
    chosen,
  ),
};
