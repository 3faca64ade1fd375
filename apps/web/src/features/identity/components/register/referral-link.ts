import { isModuleEnabled, type WhitelabelNode } from '@bet/contracts/mod-ids';
import { getSession } from '@/shared/session/session-store';
import { getAuthDialogs } from '../../model/auth-dialogs-store';

/**
 * A player's invitation link (`/?ref=CODE`, the referral feature's page): for this visit (the
 * tab's sessionStorage, emptied by a logout) the code it carried, and whether its register modal
 * has been opened already.
 */
const CODE_KEY = 'referralLinkCode';
const SHOWN_KEY = 'referralLinkShown';

/** Any registration is on (the header's register button shows for the same modules). */
const REGISTER_MODULES = ['USERNAMEREG3', 'DIRECTREG3', 'MOBILENUMREG3'];

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
};

const write = (key: string, value: string) => {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* storage blocked: the modal still opens, this once */
  }
};

/** The referral code of the link this visit came with, if any (the address may have lost it). */
export const rememberedReferralCode = (): string | null => read(CODE_KEY);

/**
 * A visitor came with an invitation link: remember its code for the visit and open the register
 * modal, once per visit, when registration is on. A member is not bothered, and a modal that is
 * open already (the login of `/login?ref=`) stays.
 */
export function openRegisterFromReferralLink(code: string, whitelabel: readonly WhitelabelNode[]): void {
  if (getSession().token) return;
  write(CODE_KEY, code);
  if (!REGISTER_MODULES.some((modId) => isModuleEnabled(whitelabel, modId))) return;
  if (read(SHOWN_KEY) !== null) return;
  const dialogs = getAuthDialogs();
  if (dialogs.dialog !== null && dialogs.dialog !== 'register') return;
  write(SHOWN_KEY, '1');
  if (dialogs.dialog === null) dialogs.openRegister();
}
