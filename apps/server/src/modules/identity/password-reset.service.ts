import { ErrorCodes } from '@bet/contracts/error-codes';
import type { LoginResponse } from '@bet/contracts/identity/login';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import type { Db } from '../../db/create-db.js';
import type { Member } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { LoginContext, LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';
import type { MailPort, OneTimeCodes, SmsPort } from './ports.js';
import * as repo from './member.repo.js';
import { assertNewPassword, hashPassword } from './password.js';

/**
 * Forgotten passwords, by e-mail (a single-use link) or by phone (a code, then automatic login).
 * The answers never say whether an account exists.
 */
export class PasswordResetService {
  constructor(
    private readonly d: {
      db: Db;
      otp: OneTimeCodes;
      sms: SmsPort;
      mail: MailPort;
      login: LoginService;
      sessions: SessionService;
      publicUrl: string;
    },
  ) {}

  async requestByEmail(input: { username: string; email: string }, ctx: LoginContext) {
    const merchantId = ctx.merchant.merchant.id;
    const member = await repo.findByUsername(this.d.db, merchantId, input.username);
    if (
      member &&
      member.email &&
      member.email.toLowerCase() === input.email.toLowerCase() &&
      member.type !== 4
    ) {
      await this.mailLink(member, member.email, await this.resetLink(member, ctx.ip), 'Someone');
    }
    return { sent: true } as const;
  }

  /**
   * The operator sends the player the same single-use link (issue 13): by e-mail, or by SMS to the
   * player's mobile. False when the player has no address of that kind.
   */
  async sendLinkFor(member: Member, via: 'email' | 'sms', ip: string): Promise<boolean> {
    if (via === 'email') {
      if (!member.email) return false;
      await this.mailLink(member, member.email, await this.resetLink(member, ip), 'Our support team');
      return true;
    }
    if (!member.mobile_num) return false;
    const link = await this.resetLink(member, ip);
    await this.d.sms.send({
      merchantId: member.merchant_id,
      to: `+${member.dialing_code ?? ''}${member.mobile_num}`,
      body: `Reset the password of ${member.username} within a few minutes: ${link}`,
    });
    return true;
  }

  /** A single-use link: the member's id and a one-time code, opened on the site's reset page. */
  private async resetLink(member: Member, ip: string): Promise<string> {
    const { code } = await this.d.otp.issue({
      merchantId: member.merchant_id,
      purpose: 'reset_email',
      target: `m:${member.id}`,
      ip,
    });
    const linkCode = Buffer.from(`${member.id}:${code}`).toString('base64url');
    return `${this.d.publicUrl}/resetPassword?code=${linkCode}`;
  }

  private mailLink(member: Member, to: string, link: string, who: string) {
    return this.d.mail.send({
      merchantId: member.merchant_id,
      to,
      subject: 'Reset your password',
      text:
        `${who} asked to reset the password of ${member.username}.\n` +
        `Open this link within a few minutes to choose a new one:\n${link}\n` +
        `If it was not you, ignore this e-mail.`,
    });
  }

  async resetByEmail(input: { code: string; newPassword: string }, rule: ValidationRule | undefined) {
    const [id, code] = Buffer.from(input.code, 'base64url').toString().split(':');
    if (!id || !/^\d+$/.test(id) || !code)
      throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid link');
    const member = await repo.findById(this.d.db, BigInt(id));
    if (!member) throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid link');
    assertNewPassword(input.newPassword, rule);
    await this.d.otp.verify({
      merchantId: member.merchant_id,
      purpose: 'reset_email',
      target: `m:${member.id}`,
      code,
    });
    await repo.setPassword(this.d.db, member.id, await hashPassword(input.newPassword));
    await this.d.sessions.closeAll(member.id, 'password');
    return { reset: true } as const;
  }

  async sendPhoneCode(input: { countryDialingCode: string; mobileNum: string }, ctx: LoginContext) {
    const merchantId = ctx.merchant.merchant.id;
    const dialing = input.countryDialingCode.replace('+', '');
    const { code, expiresAt } = await this.d.otp.issue({
      merchantId,
      purpose: 'reset_sms',
      target: `${dialing}:${input.mobileNum}`,
      ip: ctx.ip,
    });
    const member = await repo.findByMobile(this.d.db, merchantId, dialing, input.mobileNum);
    if (member)
      await this.d.sms.send({
        merchantId,
        to: `+${dialing}${input.mobileNum}`,
        body: `Your password reset code is ${code}`,
      });
    return { expirationTime: expiresAt };
  }

  async resetByPhone(
    input: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
    rule: ValidationRule | undefined,
    ctx: LoginContext,
  ): Promise<LoginResponse> {
    const merchantId = ctx.merchant.merchant.id;
    const dialing = input.countryDialingCode.replace('+', '');
    assertNewPassword(input.newPassword, rule);
    await this.d.otp.verify({
      merchantId,
      purpose: 'reset_sms',
      target: `${dialing}:${input.mobileNum}`,
      code: input.verificationCode,
    });
    const member = await repo.findByMobile(this.d.db, merchantId, dialing, input.mobileNum);
    if (!member) throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid code');
    await repo.setPassword(this.d.db, member.id, await hashPassword(input.newPassword));
    await this.d.sessions.closeAll(member.id, 'password');
    const fresh = (await repo.findById(this.d.db, member.id))!;
    return this.d.login.complete(fresh, ctx, 'reset');
  }
}
