/** A failed call: the HTTP status and the stable error code the screens translate (`error.<code>`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    /** Extra machine-readable data some errors carry (e.g. `{ captcha: true }`). */
    readonly value?: unknown,
  ) {
    super(errorCode);
    this.name = 'ApiError';
  }
}

/** The code to translate for any thrown value; unknown failures read as a system error. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.errorCode : 'system.error';
