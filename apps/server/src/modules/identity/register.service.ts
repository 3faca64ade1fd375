import { randomBytes } from 'node:crypto';
import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type { LoginResponse } from '@bet/contracts/identity/login';
import type { z } from 'zod';
import type { createDownlineRequest, CreateDownlineResponse } from '@bet/contracts/agent/agent-team';
import type { registerRequest } from '@bet/contracts/identity/register';
import type { smsCodeRequest } from '@bet/contracts/identity/verification';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateAll } from '@bet/contracts/validation';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantContext } from '../merchant/merchant.service.js';
import type { LoginContext, LoginService } from './login.service.js';
import type { CaptchaCheck, HumanProofCheck, OneTimeCodes, SmsPort } from './ports.js';
import type { FirebasePhoneProof, FirebasePhoneProofToken } from './firebase-phone-proof.js';
import * as repo from './member.repo.js';
import { isAgent, type MemberIdentity } from './session.service.js';
import { assertNewPassword, hashPassword } from './password.js';

type RegisterBody = z.output<typeof registerRequest>;
type DownlineBody = z.output<typeof createDownlineRequest>;
type SignUpFields = Pick<RegisterBody, 'password' | 'confirmPassword' | 'ageConfirmed'>;

const fieldError = (code: ErrorCode, path: string, message: string) =>
  new AppError(code, message, { fields: [{ path, code }] });
const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();
const newAffiliateCode = () => `A${randomBytes(4).toString('hex').toUpperCase()}`;

/** Registration by username or by mobile (spec §4, §5): every rule checked here, not only on screen. */
export class RegisterService {
  constructor(
    private readonly d: {
      db: Db;
      login: LoginService;
      captchas: CaptchaCheck;
      human: HumanProofCheck;
      otp: OneTimeCodes;
      sms: SmsPort;
      /** Firebase-style SMS: a Firebase phone sign-in instead of our own code. */
      firebase: FirebasePhoneProof;
      rules: (ctx: MerchantContext) => Promise<Record<string, ValidationRule>>;
      /** Whether the operator lets the join-us page sign up agents (the client's word never decides). */
      agentSignUpOpen: (merchantId: number) => Promise<boolean>;
    },
  ) {}

  /** Sends the registration SMS code, once the visitor passed human verification. */
  async sendSmsCode(
    body: z.output<typeof smsCodeRequest>,
    merchantId: number,
    ip: string,
  ): Promise<{ expiredMinutes: number }> {
    if (!(await this.d.human.verify(body.humanProof)))
      throw new AppError(ErrorCodes.humanVerificationFailed, 'complete verification first');
    const dialing = body.countryDialingCode.replace('+', '');
    const target = `${dialing}:${body.mobileNum}`;
    const { code, expiresAt } = await this.d.otp.issue({ merchantId, purpose: 'register_sms', target, ip });
    await this.d.sms.send({
      merchantId,
      to: `+${dialing}${body.mobileNum}`,
      body: `Your registration code is ${code}`,
    });
    return { expiredMinutes: Math.round((expiresAt - Date.now()) / 60_000) };
  }

  /** The agent an invitation (affiliate) code belongs to. */
  async checkAffiliate(merchantId: number, code: string): Promise<{ valid: true; agent: string }> {
    const agent = await repo.findAgentByAffiliateCode(this.d.db, merchantId, code);
    if (!agent) throw new AppError(ErrorCodes.invitationCodeError, 'invitation code error');
    return { valid: true as const, agent: agent.username };
  }

  async register(
    body: RegisterBody,
    byMobile: boolean,
    ctx: LoginContext,
  ): Promise<LoginResponse | { registered: true }> {
    const { db } = this.d;
    const merchant = ctx.merchant.merchant;
    // Before any code is spent: a refused sign-up changes nothing.
    if (body.joinAsAgent && !(await this.d.agentSignUpOpen(merchant.id)))
      throw new AppError(ErrorCodes.agentSignUpClosed, 'agent sign-up is not open');
    const rules = await this.d.rules(ctx.merchant);
    const smsRequired = ctx.merchant.isModuleEnabled('REGMOBVERF3');

    this.checkFields(body, rules, {
      byMobile,
      mobileRequired: smsRequired,
      birthdayLimit: !!merchant.birthday_limit,
    });
    if (!(await this.d.human.verify(body.humanProof)))
      throw new AppError(ErrorCodes.humanVerificationFailed, 'complete verification first');
    if (rules.captcha?.enabled && !(await this.d.captchas.verify(ctx.captchaId, body.captcha))) {
      throw fieldError(ErrorCodes.captchaWrong, 'captcha', 'Please Enter The Correct Captcha Code');
    }
    const dialing = body.countryDialingCode?.replace('+', '') ?? null;
    if (body.mobileNum && !dialing)
      throw fieldError(ErrorCodes.fieldInvalid, 'countryDialingCode', 'country code required');
    let firebaseProof: FirebasePhoneProofToken | null = null;
    if (smsRequired && body.mobileNum && body.firebaseChannel) {
      firebaseProof = await this.d.firebase.check(body.firebaseIdToken, `+${dialing}${body.mobileNum}`);
    } else if (smsRequired && body.mobileNum) {
      if (!body.verificationCode)
        throw fieldError(ErrorCodes.verificationCodeMissing, 'verificationCode', 'code required');
      await this.d.otp.verify({
        merchantId: merchant.id,
        purpose: 'register_sms',
        target: `${dialing}:${body.mobileNum}`,
        code: body.verificationCode,
      });
    }

    const upline = body.affiliateCode
      ? await repo.findAgentByAffiliateCode(db, merchant.id, body.affiliateCode)
      : undefined;
    if (body.affiliateCode && !upline)
      throw fieldError(ErrorCodes.invitationCodeError, 'affiliateCode', 'invitation code error');
    const referrer = body.referralCode
      ? await repo.findByReferralCode(db, merchant.id, body.referralCode)
      : undefined;
    if (body.referralCode && !referrer)
      throw fieldError(ErrorCodes.fieldInvalid, 'referralCode', 'unknown referral code');

    const username = (byMobile ? `m${dialing}${body.mobileNum}` : body.username!).toLowerCase();
    await this.assertFree(merchant.id, byMobile, username, dialing, body.mobileNum, body.email);

    const passwordHash = await hashPassword(body.password);
    const paymentHash =
      body.paymentPassword && rules.paymentPassword?.enabled
        ? await hashPassword(body.paymentPassword)
        : null;
    let id: bigint;
    try {
      // The Firebase proof is spent in the same transaction: a replayed token creates nothing.
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertMember(trx, {
          ...newMemberValues(body, {
            merchantId: merchant.id,
            ip: ctx.ip,
            country: ctx.country,
            username,
            dialing,
          }),
          password_hash: passwordHash,
          upline_id: upline?.id ?? null,
          recommender_id: referrer ? String(referrer.id) : (body.recommenderId ?? null),
          payment_password_hash: paymentHash,
          // An agent (type 1) from the join-us page gets the code its downlines register with.
          ...(body.joinAsAgent ? { type: 1, affiliate_code: newAffiliateCode() } : {}),
        });
        if (firebaseProof) await this.d.firebase.spend(trx, firebaseProof);
        return inserted;
      });
      id = row.id;
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides; say which field.
      if ((error as { code?: string }).code === '23505') {
        await this.assertFree(merchant.id, byMobile, username, dialing, body.mobileNum, body.email);
        throw fieldError(ErrorCodes.usernameTaken, 'username', 'username taken');
      }
      throw error;
    }
    if (!body.login) return { registered: true };
    const member = (await repo.findById(db, id))!;
    await repo.rememberIp(db, id, ctx.ip);
    return this.d.login.complete(member, ctx, 'register');
  }

  /** The sign-up form's own rules (spec §5): fields, password, confirmation, age. Changes nothing. */
  /**
   * An agent opens an account directly under itself (agent centre, spec §2): the sign-up form's
   * rules apply, but no captcha, human check or SMS code — a logged-in agent vouches for it, and
   * the agent's own session is the rate limit. An agent downline gets its own affiliate code.
   */
  async createDownline(
    agent: MemberIdentity,
    body: DownlineBody,
    ctx: LoginContext,
  ): Promise<CreateDownlineResponse> {
    if (!isAgent(agent.type)) throw new AppError(ErrorCodes.agentNotAgent, 'agents only');
    const merchant = ctx.merchant.merchant;
    const signUpRules = await this.d.rules(ctx.merchant);
    // The mobile number proves a self-signed player's phone by SMS; an agent's form has no SMS
    // step, so the number is optional here and only checked by its rule when given.
    const rules = signUpRules.mobileNum
      ? { ...signUpRules, mobileNum: { ...signUpRules.mobileNum, required: false } }
      : signUpRules;
    this.checkFields(body, rules, {
      byMobile: false,
      mobileRequired: false,
      birthdayLimit: !!merchant.birthday_limit,
    });
    const dialing = body.countryDialingCode?.replace('+', '') ?? null;
    if (body.mobileNum && !dialing)
      throw fieldError(ErrorCodes.fieldInvalid, 'countryDialingCode', 'country code required');
    const username = body.username!.toLowerCase();
    await this.assertFree(merchant.id, false, username, dialing, body.mobileNum, body.email);
    const paymentHash =
      body.paymentPassword && rules.paymentPassword?.enabled
        ? await hashPassword(body.paymentPassword)
        : null;
    const asAgent = body.kind === 'agent';
    try {
      await repo.insertMember(this.d.db, {
        ...newMemberValues(body, {
          merchantId: merchant.id,
          ip: ctx.ip,
          country: ctx.country,
          username,
          dialing,
        }),
        password_hash: await hashPassword(body.password),
        upline_id: agent.memberId,
        recommender_id: null,
        payment_password_hash: paymentHash,
        ...(asAgent ? { type: 1, affiliate_code: newAffiliateCode() } : {}),
      });
      return { username, type: asAgent ? 1 : 0, isAgent: asAgent };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        await this.assertFree(merchant.id, false, username, dialing, body.mobileNum, body.email);
        throw fieldError(ErrorCodes.usernameTaken, 'username', 'username taken');
      }
      throw error;
    }
  }

  private checkFields(
    body: SignUpFields,
    rules: Record<string, ValidationRule>,
    opts: { byMobile: boolean; mobileRequired: boolean; birthdayLimit: boolean },
  ): void {
    // Which fields this tab asks: the mobile tab needs the number, the username tab the name.
    const active: Record<string, ValidationRule> = {};
    for (const [field, rule] of Object.entries(rules)) {
      if (field === 'password' || field === 'verificationCode' || field === 'captcha') continue;
      if (field === 'username' && opts.byMobile) continue;
      active[field] =
        field === 'mobileNum' && (opts.byMobile || opts.mobileRequired)
          ? { ...rule, enabled: true, required: true }
          : rule;
    }
    if (!opts.byMobile)
      active.username = { ...(rules.username ?? active.username!), enabled: true, required: true };
    const values = body as unknown as Record<string, string | undefined>;
    const failures = validateAll(active, values);
    const failed = Object.entries(failures);
    if (failed.length > 0) {
      throw new AppError(ErrorCodes.fieldInvalid, 'some fields are not valid', {
        fields: failed.map(([path, f]) => ({ path, code: f.reason })),
      });
    }
    assertNewPassword(body.password, rules.password, 'password');
    if (body.password !== body.confirmPassword)
      throw fieldError(ErrorCodes.passwordMismatch, 'confirmPassword', 'passwords differ');
    if (opts.birthdayLimit && !body.ageConfirmed) {
      throw fieldError(ErrorCodes.ageConfirmationRequired, 'ageConfirmed', 'age confirmation required');
    }
  }

  private async assertFree(
    merchantId: number,
    byMobile: boolean,
    username: string,
    dialing: string | null,
    mobile?: string,
    email?: string,
  ) {
    const { db } = this.d;
    if (await repo.findByUsername(db, merchantId, username)) {
      throw byMobile
        ? fieldError(ErrorCodes.mobileTaken, 'mobileNum', 'mobile taken')
        : fieldError(ErrorCodes.usernameTaken, 'username', 'username taken');
    }
    if (mobile && dialing && (await repo.findByMobile(db, merchantId, dialing, mobile)))
      throw fieldError(ErrorCodes.mobileTaken, 'mobileNum', 'mobile taken');
    if (email && (await repo.findByEmail(db, merchantId, email)))
      throw fieldError(ErrorCodes.emailTaken, 'email', 'e-mail taken');
  }
}

/** The columns a new member takes from the sign-up fields (sign-up and an agent's downline alike). */
const newMemberValues = (
  body: DownlineBody | RegisterBody,
  at: { merchantId: number; ip: string; country?: string | null; username: string; dialing: string | null },
) => ({
  merchant_id: at.merchantId,
  username: at.username,
  register_ip: at.ip,
  register_country: at.country ?? null,
  nickname: body.nickname ?? null,
  email: body.email ?? null,
  dialing_code: body.mobileNum ? at.dialing : null,
  mobile_num: body.mobileNum ?? null,
  payee_name: body.payeeName ?? null,
  id_number: body.idNumber ?? null,
  birthday: body.birthday ?? null,
  profile: JSON.stringify(
    pickDefined({
      qqNum: body.qqNum,
      line: body.line,
      whatsapp: body.whatsapp,
      facebook: body.facebook,
      wechat: body.wechat,
      registerDomain: 'domain' in body ? body.domain : undefined,
    }),
  ),
  referral_code: newReferralCode(),
});

const pickDefined = (o: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string>;
