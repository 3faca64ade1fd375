/** A refused operator call: the contract's error code, and the fields a bad request named. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The fields of a `request.param.err` refusal (path and zod issue code). */
  get fields(): { path: string; code: string }[] {
    const fields = (this.value as { fields?: unknown } | undefined)?.fields;
    return Array.isArray(fields) ? (fields as { path: string; code: string }[]) : [];
  }
}
