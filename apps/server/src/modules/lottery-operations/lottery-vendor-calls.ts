import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import type { LotteryGroup } from '@bet/contracts/lottery/draws';
import type { LotteryResultTier } from '@bet/contracts/operator/operator-lottery';
import { VendorError } from '../../adapters/game-vendor/game-vendor.js';
import type { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { AppError } from '../../shared/app-error.js';

/** The vendor's answers (amounts in minor units as strings). */
export type VendorTerm = {
  game: string;
  group: LotteryGroup;
  playType: string;
  enabled: boolean;
  edgeBp: number;
  minBet: string;
  maxBet: string;
  maxExposure: string;
  odds: Record<string, number>;
};
export type VendorSchedule = {
  game: string;
  group: LotteryGroup;
  name: string;
  enabled: boolean;
  closeSeconds: number;
  resultSource: 'HOUSE' | 'FEED' | 'MANUAL';
  layout?: LotteryResultTier[];
  next: Array<{ issue: string; drawAt: number }>;
};
export type VendorDraw = LotteryDraw & { bets: number; stake: string; payout: string; profit: string };

/** The vendor's refusals an operator can act on, answered with the same platform code. */
const PASSED_ON: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCodes.lotteryDrawClosed,
  ErrorCodes.lotteryContentInvalid,
  ErrorCodes.lotteryPlaytypeUnknown,
  ErrorCodes.betOutOfLimits,
  ErrorCodes.gameNotFound,
  ErrorCodes.requestParamErr,
]);

/** The house lottery's signed operator API, reached only through the platform's HLOTT client. */
export class LotteryVendorCalls {
  constructor(private readonly client: HouseVendorClient | null) {}

  private async call<T>(merchantId: number, method: 'GET' | 'POST', url: string, body?: unknown) {
    if (!this.client) throw new AppError(ErrorCodes.vendorUnavailable, 'the house lottery is not reachable');
    try {
      return await this.client.call<T>(merchantId, method, url, body);
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'REFUSED' && PASSED_ON.has(error.message))
        throw new AppError(error.message as ErrorCode, `the lottery refused: ${error.message}`);
      if (error instanceof VendorError)
        throw new AppError(ErrorCodes.vendorUnavailable, `the lottery failed: ${error.message}`);
      throw error;
    }
  }

  terms = (merchantId: number) => this.call<VendorTerm[]>(merchantId, 'GET', HV.lotterySettings);
  setTerms = (merchantId: number, body: Omit<VendorTerm, 'group' | 'odds'>) =>
    this.call<VendorTerm>(merchantId, 'POST', HV.lotterySettings, body);
  schedules = (merchantId: number) => this.call<VendorSchedule[]>(merchantId, 'GET', HV.lotterySchedules);
  setSchedule = (
    merchantId: number,
    body: Pick<VendorSchedule, 'game' | 'enabled' | 'closeSeconds' | 'resultSource'>,
  ) => this.call<VendorSchedule>(merchantId, 'POST', HV.lotterySchedules, body);
  draws = (merchantId: number, q: { game: string; pageNo: number; pageSize: number }) =>
    this.call<{ totalCount: number; draws: VendorDraw[] }>(
      merchantId,
      'GET',
      `${HV.lotteryDraws}?${new URLSearchParams({ game: q.game, pageNo: String(q.pageNo), pageSize: String(q.pageSize) })}`,
    );
  voidDraw = (merchantId: number, game: string, issue: string) =>
    this.call<{ draw: LotteryDraw; refunded: number }>(merchantId, 'POST', HV.lotteryVoid, { game, issue });
  enterResult = (merchantId: number, game: string, issue: string, result: string[]) =>
    this.call<{ draw: LotteryDraw }>(merchantId, 'POST', HV.lotteryResult, { game, issue, result });
}
