/** A refusal by one of the house vendor's products: answered `409 { ok: false, error: code }`. */
export class HvRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
