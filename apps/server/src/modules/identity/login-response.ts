import type { LoginResponse } from '@bet/contracts/identity/login';
import { INSECURE_DEFAULT_PASSWORD } from '@bet/contracts/constants';
import type { Member } from '../../db/schema.js';
import type { MerchantContext } from '../merchant/merchant.service.js';

/** Also what login_history and the session record; social logins name their provider. */
export type LoginMethod = 'username' | 'sms' | 'google' | 'facebook' | 'freeplay' | 'register' | 'reset';

/**
 * The login `value` (spec §3, §4). A forced change is asked when the password typed was the
 * insecure default '{secret}', or it is expired while PWDEXPFORCECHANGE3 is on — never after an
 * SMS or social login, where no password was typed.
 */
export function loginResponse(
  member: Member,
  token: string,
  ctx: { merchant: MerchantContext; method: LoginMethod; typedPassword?: string; maxAgeDays: number },
): LoginResponse {
  const passwordExpired =
    member.password_hash !== null &&
    Date.now() - member.password_changed_at.getTime() > ctx.maxAgeDays * 86_400_000;
  const byPassword = ctx.method === 'username';
  const passwordChangeRequired =
    byPassword &&
    (ctx.typedPassword === INSECURE_DEFAULT_PASSWORD ||
      (passwordExpired && ctx.merchant.isModuleEnabled('PWDEXPFORCECHANGE3')));
  return {
    token,
    id: Number(member.id),
    userName: member.username,
    nickname: member.nickname,
    customerType: member.type,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired,
    passwordChangeRequired,
    oldPasswordUnknown: member.password_hash === null,
    toUpline: member.to_upline,
  };
}
