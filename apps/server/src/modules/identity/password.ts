import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { effectivePasswordRule } from '@bet/contracts/identity/password-rule';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { AppError } from '../../shared/app-error.js';
import { isCommonPassword } from './common-passwords.js';

/** OWASP: argon2id, 19 MiB, two passes, one lane. */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

// Verified against when the account does not exist, so both failures take the same time.
let decoy: Promise<string> | undefined;

/** Checks a password against a stored hash; a missing hash fails after the same work. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await decoy);
  const ok = await verify(target, password).catch(() => false);
  return ok && !!storedHash;
}

/** Refuses a new password that breaks the rule or is among the most common ones. */
export function assertNewPassword(
  password: string,
  rule: ValidationRule | undefined,
  field = 'newPassword',
): void {
  const result = validateValue(effectivePasswordRule(rule), password);
  if (!result.ok) {
    throw new AppError(ErrorCodes.passwordRule, 'the password does not follow the rule', {
      fields: [{ path: field, code: result.reason }],
    });
  }
  if (isCommonPassword(password)) {
    throw new AppError(ErrorCodes.passwordTooCommon, 'this password is too common', {
      fields: [{ path: field, code: 'common' }],
    });
  }
}
