import { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';
import { hmacHex, sameText } from '../../shared/hmac.js';
import {
  decimalToMinor,
  type PaymentGateway,
  type PaymentNotification,
  type PaymentRequest,
} from './payment-gateway.js';

export const DEMO_SIGNATURE_HEADER = 'x-demo-gateway-signature';
export const DEMO_PAGE_PREFIX = '/pay/demo';

/** The callback body the demo gateway sends (a real gateway has its own format). */
export const demoCallbackBody = z.object({
  depositId: z.string().regex(/^[0-9]{1,18}$/),
  amount: z.string(),
  status: z.enum(['PAID', 'CANCELLED']),
  gatewayRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type DemoCallbackBody = z.infer<typeof demoCallbackBody>;

const badSignature = () => new AppError(ErrorCodes.gatewaySignatureInvalid, 'callback signature invalid');

/**
 * The default gateway: a page served by this server (demo-gateway.page.ts) where the player
 * clicks Pay or Cancel, and an HMAC-SHA256-signed callback over the exact body bytes, as real
 * gateways do. The secret lives in `server_secrets`, so every process agrees on it.
 */
export class DemoGateway implements PaymentGateway {
  readonly name = 'demo';

  constructor(private readonly secret: string) {}

  private mac(text: string): string {
    return hmacHex(this.secret, text);
  }

  /** The page link: the deposit id with a MAC, so nobody can open the page of a guessed id. */
  pageToken(depositId: bigint): string {
    return `${depositId}.${this.mac(`page:${depositId}`).slice(0, 32)}`;
  }

  /** The deposit id of a page token, or null when the token was not made by us. */
  readPageToken(token: string): bigint | null {
    const match = /^([0-9]{1,18})\.([0-9a-f]{32})$/.exec(token);
    if (!match) return null;
    const id = BigInt(match[1]!);
    return sameText(this.pageToken(id), token) ? id : null;
  }

  async createPayment(request: PaymentRequest): Promise<{ redirectUrl: string }> {
    return { redirectUrl: `${DEMO_PAGE_PREFIX}/${this.pageToken(request.depositId)}` };
  }

  /** What the gateway side sends: the body bytes and their signature. */
  signCallback(body: DemoCallbackBody): { rawBody: string; signature: string } {
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: this.mac(rawBody) };
  }

  verifyCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): PaymentNotification {
    const signature = input.headers[DEMO_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !sameText(this.mac(input.rawBody), signature.toLowerCase()))
      throw badSignature();
    // Signed by us, so well-formed; checked anyway, since a parse fault must not become a 500.
    let parsed: DemoCallbackBody;
    try {
      parsed = demoCallbackBody.parse(JSON.parse(input.rawBody));
    } catch {
      throw new AppError(ErrorCodes.requestParamErr, 'callback body invalid');
    }
    const amount = decimalToMinor(parsed.amount);
    if (amount === null) throw new AppError(ErrorCodes.requestParamErr, 'callback amount invalid');
    return {
      depositId: BigInt(parsed.depositId),
      amount,
      paid: parsed.status === 'PAID',
      gatewayRef: parsed.gatewayRef,
    };
  }
}
