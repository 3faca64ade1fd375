import { ErrorCodes } from '@bet/contracts/error-codes';
import { errorCodeOf } from '@/shared/api/api-error';

/** The refusal of a player who has no payment password yet: they set one in the security centre. */
export const needsPaymentPassword = (error: unknown): boolean =>
  errorCodeOf(error) === ErrorCodes.paymentPasswordNotSet;
