import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  LoginRequest,
  LoginResponse,
  LoginVerifyMethod,
  LoginVerifyRequiredValue,
} from '@bet/contracts/identity/login';
import type { Db } from '../../db/create-db.js';
import type { Member } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import * as members from './member.repo.js';
import { verifyPassword } from './password.js';
import type { MerchantContext } from '../merchant/merchant.service.js';
import type {
  CaptchaCheck,
  ExclusionCheck,
  HumanProofCheck,
  MailPort,
  OneTimeCodes,
  SmsPort,
} from './ports.js';
import { verifyTotp } from './totp.js';
import { CaptchaGate } from './captcha-gate.js';
import { loginResponse, type LoginMethod } from './login-response.js';
import { isAgent, type SessionService, type SessionSite } from './session.service.js';

export interface LoginContext {
  merchant: MerchantContext;
  ip: string;
  device: string;
  /** The browser's own id (`Device-Id`): a signal that two accounts are one person (promotions). */
  deviceId?: string | null;
  /** The browser's User-Agent, kept with the login history (operators read the devices). */
  userAgent?: string;
  captchaId?: string;
  /** The request's country (geo IP), kept at sign-up: promotions may be for some countries only. */
  country?: string | null;
  /** The site logging in (default the member site): the agent site takes agents only, agent-only included. */
  site?: SessionSite;
}

export interface LoginDeps {
  db: Db;
  sessions: SessionService;
  captchas: CaptchaCheck;
  human: HumanProofCheck;
  otp: OneTimeCodes;
  sms: SmsPort;
  mail: MailPort;
  /** Signs the short-lived token of the unregistered-IP check. */
  verifySecret: string;
  lockAfter: number;
  passwordMaxAgeDays: number;
  exclusions: ExclusionCheck;
}

const VERIFY_TTL_MS = 10 * 60_000;
const bad = (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], message: string, value?: unknown) =>
  new AppError(code, message, value);

/** Logs players in: by password (captcha after a failure, lockout), by SMS code, and the new-IP check. */
export class LoginService {
  private readonly gate = new CaptchaGate();

  constructor(private readonly d: LoginDeps) {}

  async login(body: LoginRequest, ctx: LoginContext): Promise<LoginResponse> {
    return body.type === 'sms' ? this.bySms(body, ctx) : this.byPassword(body, ctx);
  }

  private async byPassword(
    body: Extract<LoginRequest, { type: 'username' }>,
    ctx: LoginContext,
  ): Promise<LoginResponse> {
    const { db } = this.d;
    const merchantId = ctx.merchant.merchant.id;
    if (!(await this.d.human.verify(body.humanProof)))
      throw bad(ErrorCodes.humanVerificationFailed, 'complete verification first');
    const member = await members.findByUsername(db, merchantId, body.username);
    const captchaNeeded = this.gate.requires(ctx.ip) || (member?.failed_logins ?? 0) > 0;
    if (captchaNeeded && !(await this.d.captchas.verify(ctx.captchaId, body.captcha))) {
      throw bad(ErrorCodes.captchaWrong, 'Please Enter The Correct Captcha Code', { captcha: true });
    }
    if (member?.locked_until && member.locked_until.getTime() > Date.now()) {
      await this.history(member, ctx, 'username', 'LOCKED');
      throw bad(ErrorCodes.accountLocked, 'too many failed logins, retry later', {
        captcha: true,
        retryAfterSeconds: Math.ceil((member.locked_until.getTime() - Date.now()) / 1000),
      });
    }
    const valid = await verifyPassword(member?.password_hash, body.password);
    if (!member || !valid) {
      this.gate.markFailed(ctx.ip);
      if (member) {
        await members.recordFailure(db, member.id, this.d.lockAfter);
        await this.history(member, ctx, 'username', 'FAILED');
      }
      throw bad(ErrorCodes.incorrectCredentials, 'incorrect username or password', { captcha: true });
    }
    this.gate.clear(ctx.ip);
    return this.complete(member, ctx, 'username', body.password);
  }

  private async bySms(
    body: Extract<LoginRequest, { type: 'sms' }>,
    ctx: LoginContext,
  ): Promise<LoginResponse> {
    if (!ctx.merchant.isModuleEnabled('MOBILEVERCODELOGIN3'))
      throw bad(ErrorCodes.functionNotAvailable, 'SMS login is off');
    const merchantId = ctx.merchant.merchant.id;
    const dialing = body.countryDialingCode.replace('+', '');
    await this.d.otp.verify({
      merchantId,
      purpose: 'login_sms',
      target: `${dialing}:${body.username}`,
      code: body.password,
    });
    const member = await members.findByMobile(this.d.db, merchantId, dialing, body.username);
    // The code was sent only to a registered number, so a missing account here is a race; say nothing more.
    if (!member) throw bad(ErrorCodes.incorrectCredentials, 'incorrect username or password');
    return this.complete(member, ctx, 'sms');
  }

  /** Sends the SMS login code; numbers without an account get no SMS but the same answer. */
  async sendLoginSms(
    input: { countryDialingCode: string; mobileNum: string; humanProof?: string },
    ctx: LoginContext,
  ) {
    if (!(await this.d.human.verify(input.humanProof)))
      throw bad(ErrorCodes.humanVerificationFailed, 'complete verification first');
    const merchantId = ctx.merchant.merchant.id;
    const dialing = input.countryDialingCode.replace('+', '');
    const target = `${dialing}:${input.mobileNum}`;
    const { code, expiresAt } = await this.d.otp.issue({
      merchantId,
      purpose: 'login_sms',
      target,
      ip: ctx.ip,
    });
    const member = await members.findByMobile(this.d.db, merchantId, dialing, input.mobileNum);
    if (member)
      await this.d.sms.send({
        merchantId,
        to: `+${dialing}${input.mobileNum}`,
        body: `Your login code is ${code}`,
      });
    return { expiredMinutes: Math.round((expiresAt - Date.now()) / 60_000) };
  }

  /** Everything after the secret was right: disabled accounts, the new-IP check, the session. */
  async complete(
    member: Member,
    ctx: LoginContext,
    method: LoginMethod,
    typedPassword?: string,
  ): Promise<LoginResponse> {
    const { db } = this.d;
    if (member.disabled) throw bad(ErrorCodes.accountDisabled, 'account disabled');
    // A time-out or self-exclusion cannot be talked around: the answer names it and its end.
    const exclusion = await this.d.exclusions.activeExclusion(member.id);
    if (exclusion) {
      await this.history(member, ctx, method, 'FAILED');
      // What is left in the wallets stays the player's: a one-time code opens the withdrawal-only page.
      const withdrawalCode = await this.d.exclusions.withdrawalCode({
        memberId: member.id,
        merchantId: member.merchant_id,
      });
      throw bad(ErrorCodes.rgExcluded, 'this account is excluded from play', {
        ...exclusion,
        withdrawalCode,
      });
    }
    const site = ctx.site ?? 'member';
    // The member site refuses agent-only accounts; the agent site refuses everyone but agents (spec §6).
    if (site === 'member' && member.agent_only) {
      await this.history(member, ctx, method, 'FAILED');
      throw bad(ErrorCodes.memberNoEnter, 'this account cannot log into the member site');
    }
    if (site === 'agent' && !isAgent(member.type)) {
      await this.history(member, ctx, method, 'FAILED');
      throw bad(ErrorCodes.agentLoginNotAgent, 'this account cannot log into the agent site');
    }
    if (method === 'username' || method === 'sms') await this.requireKnownIp(member, ctx, method);
    await members.recordSuccess(db, member.id);
    await members.rememberIp(db, member.id, ctx.ip);
    await this.history(member, ctx, method, 'SUCCESS');
    const token = await this.d.sessions.open(member.id, { ip: ctx.ip, device: ctx.device, method, site });
    return loginResponse(member, token, {
      merchant: ctx.merchant,
      method,
      typedPassword,
      maxAgeDays: this.d.passwordMaxAgeDays,
    });
  }

  private async requireKnownIp(member: Member, ctx: LoginContext, method: LoginMethod): Promise<void> {
    const { db } = this.d;
    if (!ctx.merchant.isModuleEnabled('LOGINIPVERF3')) return;
    if (!(await members.hasAnyIp(db, member.id)) || (await members.knownIp(db, member.id, ctx.ip))) return;
    const methods = methodsOf(member);
    if (methods.length === 0) return;
    await this.history(member, ctx, method, 'VERIFY_REQUIRED');
    await this.sendVerifyCodes(member, methods, ctx);
    const value: LoginVerifyRequiredValue = {
      verifyToken: this.signVerifyToken(member.id, ctx.ip, ctx.site ?? 'member'),
      methods,
      maskedMobile: member.mobile_num ? maskMobile(member.mobile_num) : null,
      maskedEmail: member.email ? maskEmail(member.email) : null,
    };
    throw bad(ErrorCodes.loginVerifyRequired, 'login from a new address needs verification', value);
  }

  private async sendVerifyCodes(member: Member, methods: LoginVerifyMethod[], ctx: LoginContext) {
    const merchantId = member.merchant_id;
    const target = `m:${member.id}`;
    // A throttled send still leaves the other methods usable, so its refusal is not fatal here.
    const issue = (purpose: string) =>
      this.d.otp.issue({ merchantId, purpose, target, ip: ctx.ip }).catch(() => null);
    if (methods.includes('PHONE') && member.mobile_num) {
      const sent = await issue('login_verify_phone');
      if (sent)
        await this.d.sms.send({
          merchantId,
          to: `+${member.dialing_code ?? ''}${member.mobile_num}`,
          body: `Your verification code is ${sent.code}`,
        });
    }
    if (methods.includes('EMAIL') && member.email) {
      const sent = await issue('login_verify_email');
      if (sent) {
        await this.d.mail.send({
          merchantId,
          to: member.email,
          subject: 'Your login verification code',
          text: `Your verification code is ${sent.code}. It is valid for a few minutes.`,
        });
      }
    }
  }

  /** `POST /wps/session/login/verify`: answers the new-IP check and logs in. */
  async verifyNewIp(
    body: { verifyToken: string; method: LoginVerifyMethod; answer: string },
    ctx: LoginContext,
  ): Promise<LoginResponse> {
    const verified = this.readVerifyToken(body.verifyToken, ctx.ip);
    const member = verified === null ? undefined : await members.findById(this.d.db, verified.memberId);
    if (
      !member ||
      member.merchant_id !== ctx.merchant.merchant.id ||
      !methodsOf(member).includes(body.method)
    ) {
      throw bad(ErrorCodes.verificationCodeInvalid, 'verification failed');
    }
    const target = `m:${member.id}`;
    const merchantId = member.merchant_id;
    if (body.method === 'PHONE' || body.method === 'EMAIL') {
      const purpose = body.method === 'PHONE' ? 'login_verify_phone' : 'login_verify_email';
      await this.d.otp.verify({ merchantId, purpose, target, code: body.answer });
    } else {
      const ok =
        body.method === 'TOTP'
          ? !!member.totp_secret && verifyTotp(member.totp_secret, body.answer, Date.now())
          : normalizeName(member.payee_name ?? '') === normalizeName(body.answer);
      if (!ok) {
        // Guessing a name or a TOTP code counts like a wrong password: it locks the account.
        await members.recordFailure(this.d.db, member.id, this.d.lockAfter);
        throw bad(ErrorCodes.verificationCodeInvalid, 'verification failed');
      }
    }
    await members.rememberIp(this.d.db, member.id, ctx.ip);
    // The check finishes the login it interrupted, on the site that login was made on.
    return this.complete(member, { ...ctx, site: verified?.site }, 'username');
  }

  private signVerifyToken(memberId: bigint, ip: string, site: SessionSite): string {
    const payload = Buffer.from(
      JSON.stringify({
        m: String(memberId),
        ip,
        s: site,
        exp: Date.now() + VERIFY_TTL_MS,
        n: randomBytes(8).toString('hex'),
      }),
    ).toString('base64url');
    return `${payload}.${createHmac('sha256', this.d.verifySecret).update(payload).digest('base64url')}`;
  }

  private readVerifyToken(token: string, ip: string): { memberId: bigint; site: SessionSite } | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    const expected = createHmac('sha256', this.d.verifySecret).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        m: string;
        ip: string;
        s?: string;
        exp: number;
      };
      if (data.ip !== ip || data.exp <= Date.now() || !/^\d+$/.test(data.m)) return null;
      return { memberId: BigInt(data.m), site: data.s === 'agent' ? 'agent' : 'member' };
    } catch {
      return null;
    }
  }

  private history(
    member: Member,
    ctx: LoginContext,
    method: string,
    result: 'SUCCESS' | 'FAILED' | 'LOCKED' | 'VERIFY_REQUIRED',
  ) {
    return members.addLoginHistory(this.d.db, {
      memberId: member.id,
      ip: ctx.ip,
      device: ctx.device,
      deviceId: ctx.deviceId ?? null,
      userAgent: ctx.userAgent,
      method,
      result,
    });
  }
}

export function methodsOf(member: Member): LoginVerifyMethod[] {
  const methods: LoginVerifyMethod[] = [];
  if (member.mobile_num) methods.push('PHONE');
  if (member.email) methods.push('EMAIL');
  if (member.payee_name) methods.push('BANK_NAME');
  if (member.totp_secret) methods.push('TOTP');
  return methods;
}

const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
export const maskMobile = (m: string) => (m.length <= 4 ? '****' : `${m.slice(0, 3)}****${m.slice(-3)}`);
export const maskEmail = (e: string) => {
  const [user = '', domain = ''] = e.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
};
