import type { LotteryError as LotteryErrorCode } from '@bet/contracts/lottery/bets';
import { HvRefusal } from '../house-vendor/hv-refusal.js';

/** A refusal of the lottery API; `code` is answered as `{ ok: false, error: code }`. */
export class LotteryError extends HvRefusal {
  constructor(
    override readonly code: LotteryErrorCode,
    message: string,
  ) {
    super(code, message);
  }
}
