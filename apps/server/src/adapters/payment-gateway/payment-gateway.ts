/**
 * A payment gateway for online deposits: it sends the player to its own page to pay, then tells
 * us the outcome by a signed server-to-server callback. The demo gateway (demo-gateway.ts) is
 * the default; a real provider implements the same two calls.
 */
export interface PaymentRequest {
  merchantId: number;
  depositId: bigint;
  /** Minor units. */
  amount: bigint;
}

/** What a verified callback says. */
export interface PaymentNotification {
  depositId: bigint;
  /** Minor units, as the gateway received them: must equal the deposit's amount. */
  amount: bigint;
  paid: boolean;
  /** The gateway's own id of the payment, kept as the deposit's reference. */
  gatewayRef: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Where to send the player to pay. */
  createPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
  /**
   * Checks the callback's signature over the exact bytes received and reads it; throws
   * `gateway.signature.invalid` when it is not the gateway's.
   */
  verifyCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): PaymentNotification;
}

/** "123.45" → 12345n exactly (gateways send decimal strings; no floating point on the way). */
export function decimalToMinor(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 12345n → "123.45". */
export function minorToDecimal(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
