import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotterySessionResponse } from '@bet/contracts/lottery/bets';
import { lotteryCall } from './lottery-client';

export const LOTTERY_SESSION_KEY = ['lottery', 'session'] as const;

/** `GET /hv/lottery/session` (session): the games with this operator's odds and limits, and the lottery balance. */
export const getLotterySession = (token: string, signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.session, { token, schema: lotterySessionResponse, signal });
