import type { ErrorCode } from '@bet/contracts/error-codes';
import { statusOf } from '@bet/contracts/error-status';

/** A refusal the client can act on: sent as `{ success: false, errorCode, message }` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    message: string = errorCode,
    readonly value?: unknown,
  ) {
    super(message);
    this.status = statusOf(errorCode);
  }
}
