import { effectivePasswordRule } from '@bet/contracts/identity/password-rule';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { ruleFailureMessage, type FieldMessage } from '@/shared/ui/form/field-message';

/** A new password against the contract's effective rule (the shared rule engine), always required. */
export function newPasswordMessage(rule: ValidationRule | undefined, value: string): FieldMessage | null {
  if (!value) return { key: 'validation.required' };
  const result = validateValue(effectivePasswordRule(rule), value);
  return result.ok ? null : ruleFailureMessage(result);
}

/** The confirmation must equal the password (spec §5). */
export function confirmPasswordMessage(password: string, confirm: string): FieldMessage | null {
  if (!confirm) return { key: 'validation.required' };
  return confirm === password ? null : { key: 'validation.confirmPassword' };
}

export const requiredMessage = (value: string): FieldMessage | null =>
  value.trim() ? null : { key: 'validation.required' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailMessage(value: string): FieldMessage | null {
  const email = value.trim();
  if (!email) return { key: 'validation.required' };
  return EMAIL.test(email) ? null : { key: 'validation.email' };
}
