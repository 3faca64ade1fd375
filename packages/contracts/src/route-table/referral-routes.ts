import type * as referral from '../referral/referral.js';
import { r, tokenChosen, type Out } from './route-def.js';

/** Referral / invite friends (issue 18; member centre › invite friends). */
export const referralRoutes = {
  referralSummary: r<{ response: Out<typeof referral.referralSummaryResponse> }>(
    'GET',
    '/wps/referral/summary',
    'REFERRALPROMO3',
    18,
    tokenChosen,
  ),
} as const;
