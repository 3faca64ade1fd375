import type * as points from '../points/points.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

const encryptedToken = { token: true, encrypted: true, chosen: true } as const;

/**
 * Points and the points mall (issue 18, spec §7 "points" calls): the balance, the mall's items,
 * redeem and convert (payment password, encrypted bodies), the redeem history, the rules, and the
 * points ledger. Items and rules are public; a token adds the player's own figures to the items.
 */
export const pointsRoutes = {
  pointsBalance: r<{ response: Out<typeof points.pointsBalanceResponse> }>(
    'GET',
    '/wps/points/balance',
    'PTSYS3',
    18,
    tokenChosen,
  ),
  pointsRewards: r<{ response: Out<typeof points.mallItemsResponse> }>(
    'GET',
    '/wps/points/rewards',
    'PTSYS3',
    18,
    chosen,
  ),
  pointsRedeem: r<{
    body: In<typeof points.redeemRequest>;
    response: Out<typeof points.redeemResult>;
  }>('POST', '/wps/points/redeem', 'PTSYS3', 18, encryptedToken),
  pointsRedeemed: r<{
    query: In<typeof points.redeemedQuery>;
    response: Out<typeof points.redeemedResponse>;
  }>('GET', '/wps/points/redeemed', 'PTSYS3', 18, tokenChosen),
  pointsConfig: r<{ response: Out<typeof points.pointsConfigResponse> }>(
    'GET',
    '/wps/points/config',
    'PTSYS3',
    18,
    chosen,
  ),
  pointsTransactions: r<{
    query: In<typeof points.pointsTransactionsQuery>;
    response: Out<typeof points.pointsTransactionsResponse>;
  }>('GET', '/wps/points/transactions', 'PTSYS3', 18, tokenChosen),
  pointsConvert: r<{
    body: In<typeof points.convertPointsRequest>;
    response: Out<typeof points.redeemResult>;
  }>('POST', '/wps/points/convert', 'PTSYS3', 18, encryptedToken),
} as const;
