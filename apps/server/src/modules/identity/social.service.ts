import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type { LoginResponse } from '@bet/contracts/identity/login';
import { SOCIAL_MODULES, type SocialProvider } from '@bet/contracts/identity/social';
import {
  newAuthorizationChecks,
  type AuthorizationChecks,
  type OidcClient,
} from '../../adapters/oidc/oidc-client.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { Sealer } from '../../shared/sealed.js';
import * as members from './member.repo.js';
import type { MerchantContext, MerchantService } from '../merchant/merchant.service.js';
import type { LoginContext, LoginService } from './login.service.js';
import { findOrCreateSocialMember, spendOnce } from './social.repo.js';

export const STATE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_TTL_MS = 60_000;

/** Sealed into the state cookie at the start: everything the callback must check. */
type FlowState = AuthorizationChecks & { provider: SocialProvider; merchantCode: string };
/** Sealed into the one-time login code: who logs in, and the hash of the browser binder. */
type LoginCode = {
  memberId: string;
  merchantId: number;
  provider: SocialProvider;
  binderHash: string;
  id: string;
};

export interface SocialLoginDeps {
  db: Db;
  login: Pick<LoginService, 'complete'>;
  merchants: Pick<MerchantService, 'resolve'>;
  sealer: Sealer;
  /** Providers with a client id; one missing here is not configured. */
  clients: Partial<Record<SocialProvider, OidcClient>>;
  log: { warn(obj: object, msg: string): void };
}

const failed = (message: string) => new AppError(ErrorCodes.socialLoginFailed, message);
const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * Social login by OpenID Connect (docs/decisions/0007-social-login.md): `start` sends the browser
 * to the provider, `callback` verifies its answer and hands the site a one-time login code bound to
 * this browser, `exchange` turns that code into a session and the usual login answer.
 */
export class SocialLoginService {
  constructor(private readonly d: SocialLoginDeps) {}

  private client(provider: SocialProvider, merchant: MerchantContext): OidcClient {
    if (!merchant.isModuleEnabled(SOCIAL_MODULES[provider])) {
      throw new AppError(ErrorCodes.functionNotAvailable, `${provider} login is switched off`);
    }
    const client = this.d.clients[provider];
    if (!client)
      throw new AppError(
        ErrorCodes.socialNotConfigured,
        `${provider} login is not configured on this server`,
      );
    return client;
  }

  /** The provider's authorization address, and the sealed state for the browser's cookie. */
  async start(
    provider: SocialProvider,
    merchant: MerchantContext,
  ): Promise<{ location: string; state: string }> {
    const client = this.client(provider, merchant);
    const checks = newAuthorizationChecks();
    const url = await client.authorizationUrl(checks).catch((err: unknown) => {
      this.d.log.warn({ err, provider }, 'social login: provider discovery failed');
      throw new AppError(ErrorCodes.systemBusy, 'the login provider cannot be reached');
    });
    const state: FlowState = { ...checks, provider, merchantCode: merchant.merchant.code };
    return { location: url.href, state: this.d.sealer.seal('social-state', state, STATE_TTL_MS) };
  }

  /**
   * The provider sent the browser back. Answers the login code for the site's address and the
   * binder for the browser's cookie; throws an AppError whose code the site shows otherwise.
   */
  async callback(search: string, stateCookie: string | undefined): Promise<{ code: string; binder: string }> {
    const params = new URLSearchParams(search);
    const flow = this.d.sealer.open<FlowState>('social-state', stateCookie);
    // No (or an expired) cookie: this browser did not start this login, or took too long.
    if (!flow) throw failed('no social login in progress in this browser');
    const error = params.get('error');
    if (error)
      throw new AppError(
        error === 'access_denied' ? ErrorCodes.popupClosed : ErrorCodes.socialLoginFailed,
        `provider: ${error}`,
      );
    if (params.get('state') !== flow.state) throw failed('state does not match');

    const merchant = await this.d.merchants.resolve(flow.merchantCode);
    const client = this.client(flow.provider, merchant);
    const identity = await client.verifyCallback(search, flow).catch((err: unknown) => {
      this.d.log.warn({ err, provider: flow.provider }, 'social login: code exchange or ID token refused');
      throw failed('the provider answer could not be verified');
    });
    const member = await findOrCreateSocialMember(this.d.db, merchant.merchant.id, flow.provider, identity);

    // The code alone logs no one in: it also needs the binder cookie of the browser that came back,
    // so a code slipped to someone else (in a link) cannot log them into the sender's account.
    const binder = randomBytes(32).toString('base64url');
    const payload: LoginCode = {
      memberId: String(member.id),
      merchantId: merchant.merchant.id,
      provider: flow.provider,
      binderHash: sha256(binder).toString('base64url'),
      id: randomBytes(16).toString('base64url'),
    };
    return { code: this.d.sealer.seal('social-login-code', payload, LOGIN_CODE_TTL_MS), binder };
  }

  /** One-time: the code is spent here whether or not the login then succeeds. */
  async exchange(code: string, binder: string | undefined, ctx: LoginContext): Promise<LoginResponse> {
    const payload = this.d.sealer.open<LoginCode>('social-login-code', code);
    if (!payload || !binder || payload.merchantId !== ctx.merchant.merchant.id)
      throw failed('invalid or expired login code');
    const expected = Buffer.from(payload.binderHash, 'base64url');
    const given = sha256(binder);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw failed('login code of another browser');
    if (!(await spendOnce(this.d.db, payload.id, new Date(payload.exp))))
      throw failed('login code already used');
    const member = await members.findById(this.d.db, BigInt(payload.memberId));
    if (!member || member.social_provider !== payload.provider) throw failed('account not found');
    return this.d.login.complete(member, ctx, payload.provider);
  }
}

export const callbackErrorCode = (error: unknown): ErrorCode =>
  error instanceof AppError ? error.errorCode : ErrorCodes.socialLoginFailed;
