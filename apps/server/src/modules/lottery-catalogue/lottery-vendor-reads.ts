import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type { LotteryDraw, VnNumbersResponse } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { VendorError } from '../../adapters/game-vendor/game-vendor.js';
import type { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { AppError } from '../../shared/app-error.js';

/** A play type's terms at the vendor for this merchant (only what the menus read). */
export type VendorPlayTerm = { game: string; playType: string; enabled: boolean };

/** The vendor's refusals the player can act on, answered with the same platform code. */
const PASSED_ON: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCodes.gameNotFound,
  ErrorCodes.requestParamErr,
]);

const withQuery = (path: string, q: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  return `${path}?${params}`;
};

/**
 * The house lottery's reads, through the platform's HLOTT client only (decision 0041): its public
 * draws (the signature is ignored there) and this merchant's play-type terms (signed).
 */
export class LotteryVendorReads {
  constructor(private readonly client: HouseVendorClient | null) {}

  private async get<T>(merchantId: number, url: string): Promise<T> {
    if (!this.client) throw new AppError(ErrorCodes.vendorUnavailable, 'the house lottery is not reachable');
    try {
      return await this.client.call<T>(merchantId, 'GET', url);
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'REFUSED' && PASSED_ON.has(error.message))
        throw new AppError(error.message as ErrorCode, `the lottery refused: ${error.message}`);
      if (error instanceof VendorError)
        throw new AppError(ErrorCodes.vendorUnavailable, `the lottery failed: ${error.message}`);
      throw error;
    }
  }

  next = (merchantId: number) =>
    this.get<{ draws: LotteryDraw[]; serverTime: number }>(merchantId, LOTTERY_API.next);

  draws = (merchantId: number, q: { game: string; date?: string; pageNo: number; pageSize: number }) =>
    this.get<{ draws: LotteryDraw[]; totalCount: number }>(
      merchantId,
      withQuery(LOTTERY_API.draws, { ...q, drawn: 'true' }),
    );

  vnNumbers = (merchantId: number, q: { game: string; count: number }) =>
    this.get<VnNumbersResponse>(merchantId, withQuery(LOTTERY_API.vnNumbers, q));

  playTerms = (merchantId: number) => this.get<VendorPlayTerm[]>(merchantId, HV.lotterySettings);
}
