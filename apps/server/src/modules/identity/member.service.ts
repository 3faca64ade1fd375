import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  AvatarResponse,
  LoginHistoryEntry,
  MemberInfo,
  ProfileFields,
} from '@bet/contracts/identity/member';
import { STATIC_AVATARS } from '@bet/contracts/identity/member';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import type { Db } from '../../db/create-db.js';
import type { Member } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { assertImageDataUrl } from '../../shared/image-data-url.js';
import type { SessionService } from './session.service.js';
import { generateTotpSecret, totpUri, verifyTotp } from './totp.js';
import { maskMobile } from './login.service.js';
import * as repo from './member.repo.js';
import { revokeOtherSessions } from './session.repo.js';
import { assertNewPassword, hashPassword, verifyPassword } from './password.js';

const PROFILE_KEYS = [
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
] as const;

/** A real yyyy-MM-dd date between 1900 and today (the database would refuse '1990-13-45' with a 5xx). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    text >= '1900-01-01' &&
    date.getTime() <= Date.now()
  );
}

/** The member's own account: info, profile, avatar, passwords, authenticator, login history. */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  private async load(id: bigint): Promise<Member> {
    const member = await repo.findById(this.db, id);
    if (!member) throw new AppError(ErrorCodes.userOrTokenInvalid, 'account not found');
    return member;
  }

  async info(id: bigint): Promise<MemberInfo> {
    const m = await this.load(id);
    return {
      id: Number(m.id),
      account: m.username,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.to_upline,
      clubLabel: { labelName: m.club_label, rankLevel: m.rank_level },
      memberLabel: m.member_labels.map((labelName) => ({ labelName })),
      regDate: m.created_at.getTime(),
      mobile: m.mobile_num ? `+${m.dialing_code ?? ''} ${maskMobile(m.mobile_num)}` : null,
      email: m.email,
      language: m.language,
      hasPaymentPassword: m.payment_password_hash !== null,
      hasTotp: m.totp_secret !== null,
    };
  }

  async profile(id: bigint): Promise<ProfileFields> {
    const m = await this.load(id);
    return {
      nickname: m.nickname ?? undefined,
      email: m.email ?? undefined,
      birthday: m.birthday ? m.birthday.toISOString().slice(0, 10) : undefined,
      ...(Object.fromEntries(PROFILE_KEYS.map((k) => [k, m.profile[k]])) as Record<
        (typeof PROFILE_KEYS)[number],
        string | undefined
      >),
    };
  }

  async updateProfile(id: bigint, fields: ProfileFields): Promise<ProfileFields> {
    const m = await this.load(id);
    if (fields.birthday && !isCalendarDate(fields.birthday)) {
      throw new AppError(ErrorCodes.fieldInvalid, 'birthday must be yyyy-MM-dd', {
        fields: [{ path: 'birthday', code: 'pattern' }],
      });
    }
    if (fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) {
      throw new AppError(ErrorCodes.fieldInvalid, 'e-mail format', {
        fields: [{ path: 'email', code: 'pattern' }],
      });
    }
    if (fields.email && fields.email.toLowerCase() !== m.email?.toLowerCase()) {
      const other = await repo.findByEmail(this.db, m.merchant_id, fields.email);
      if (other && other.id !== m.id)
        throw new AppError(ErrorCodes.emailTaken, 'e-mail taken', {
          fields: [{ path: 'email', code: 'taken' }],
        });
    }
    const profile = { ...m.profile };
    for (const k of PROFILE_KEYS) if (fields[k] !== undefined) profile[k] = fields[k];
    await repo.updateProfile(this.db, id, {
      nickname: fields.nickname ?? m.nickname,
      email: fields.email ?? m.email,
      birthday: fields.birthday ?? (m.birthday ? m.birthday.toISOString().slice(0, 10) : null),
      profile,
    });
    return this.profile(id);
  }

  async setLanguage(id: bigint, language: string) {
    await repo.setLanguage(this.db, id, language.toUpperCase());
    return { language: language.toUpperCase() };
  }

  async markFirstLogin(id: bigint) {
    await repo.markFirstLogin(this.db, id);
    return { done: true } as const;
  }

  async loginHistory(id: bigint): Promise<LoginHistoryEntry[]> {
    return (await repo.listLoginHistory(this.db, id)).map((h) => ({
      time: h.at.getTime(),
      ip: h.ip,
      device: h.device,
      method: h.method,
      result: h.result,
    }));
  }

  async avatar(id: bigint): Promise<AvatarResponse> {
    const m = await this.load(id);
    return { avatar: m.avatar, avatarType: m.avatar_type === 'CUSTOM' ? 'CUSTOM' : 'STATIC' };
  }

  async setAvatar(id: bigint, input: AvatarResponse): Promise<AvatarResponse> {
    if (input.avatarType === 'STATIC' && !(STATIC_AVATARS as readonly string[]).includes(input.avatar)) {
      throw new AppError(ErrorCodes.fieldInvalid, 'unknown avatar', {
        fields: [{ path: 'avatar', code: 'enum' }],
      });
    }
    if (input.avatarType === 'CUSTOM') assertImageDataUrl(input.avatar, 'avatar');
    await repo.setAvatar(this.db, id, input.avatar, input.avatarType);
    return input;
  }

  /** Changes the login password; every session ends except the one making the change. */
  async changePassword(
    id: bigint,
    tokenHash: string,
    body: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
    rule: ValidationRule | undefined,
  ) {
    const m = await this.load(id);
    if (m.password_hash !== null && !(await verifyPassword(m.password_hash, body.oldPassword ?? ''))) {
      throw new AppError(ErrorCodes.oldPasswordWrong, 'old password is wrong', {
        fields: [{ path: 'oldPassword', code: 'wrong' }],
      });
    }
    assertNewPassword(body.newPassword, rule);
    if (body.newPassword !== body.confirmNewPassword) {
      throw new AppError(ErrorCodes.passwordMismatch, 'passwords differ', {
        fields: [{ path: 'confirmNewPassword', code: 'mismatch' }],
      });
    }
    await repo.setPassword(this.db, id, await hashPassword(body.newPassword));
    await revokeOtherSessions(this.db, id, tokenHash, 'password');
    return { changed: true } as const;
  }

  async setPaymentPassword(
    id: bigint,
    body: { oldPaymentPassword?: string; loginPassword: string; newPaymentPassword: string },
  ) {
    const m = await this.load(id);
    if (!(await verifyPassword(m.password_hash, body.loginPassword))) {
      throw new AppError(ErrorCodes.oldPasswordWrong, 'login password is wrong', {
        fields: [{ path: 'loginPassword', code: 'wrong' }],
      });
    }
    if (
      m.payment_password_hash !== null &&
      !(await verifyPassword(m.payment_password_hash, body.oldPaymentPassword ?? ''))
    ) {
      throw new AppError(ErrorCodes.paymentPasswordWrong, 'payment password is wrong', {
        fields: [{ path: 'oldPaymentPassword', code: 'wrong' }],
      });
    }
    await repo.setPaymentPassword(this.db, id, await hashPassword(body.newPaymentPassword));
    return { changed: true } as const;
  }

  /** Starts binding an authenticator: a new secret waits until a code from it proves the binding. */
  async totpSetup(id: bigint, issuer: string) {
    const m = await this.load(id);
    const secret = generateTotpSecret();
    await repo.setPendingTotpSecret(this.db, id, secret);
    return { secret, uri: totpUri({ secret, account: m.username, issuer }) };
  }

  async totpBind(id: bigint, code: string) {
    const m = await this.load(id);
    if (!m.totp_pending_secret || !verifyTotp(m.totp_pending_secret, code, Date.now())) {
      throw new AppError(ErrorCodes.verificationCodeInvalid, 'wrong code', {
        fields: [{ path: 'code', code: 'wrong' }],
      });
    }
    await repo.bindTotpSecret(this.db, id, m.totp_pending_secret);
    return { bound: true } as const;
  }

  /** Used by the session routes to end a member's sessions after a reset. */
  endSessions(id: bigint, reason: string) {
    return this.sessions.closeAll(id, reason);
  }
}
