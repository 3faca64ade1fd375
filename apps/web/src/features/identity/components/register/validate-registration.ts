import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { ruleFailureMessage, type FieldMessage } from '@/shared/ui/form/field-message';
import type { FormErrors } from '@/shared/ui/form/use-form-state';
import { mobileMessage, smsCodeMessage } from '../../lib/mobile';
import { confirmPasswordMessage, newPasswordMessage } from '../../lib/password-rule';
import type { RegisterLayout } from './register-layout';
import type { RegisterChecks, RegisterValueName, RegisterValues } from './register-values';

function fieldMessage(
  name: RegisterValueName,
  rule: ValidationRule,
  values: RegisterValues,
): FieldMessage | null {
  const value = values[name];
  if (name === 'captcha') return value.trim() ? null : { key: 'validation.captchaRequired' };
  if (name === 'verificationCode') return smsCodeMessage(value);
  if (name === 'mobileNum' && (rule.required || value.trim())) {
    if (!values.dialingCode) return { key: 'validation.phoneFormat' };
    const format = mobileMessage(value);
    if (format) return format;
  }
  const result = validateValue(rule, value);
  return result.ok ? null : ruleFailureMessage(result);
}

/**
 * Every check of spec §5 for the shown fields: each field by its rule (message by pattern id),
 * the password by the password rule, the confirmation equal, the agreement and the age.
 */
export function validateRegistration(
  layout: RegisterLayout,
  values: RegisterValues,
  checks: RegisterChecks,
  options: { passwordRule: ValidationRule | undefined; birthdayLimit: 18 | 21 | null },
): FormErrors {
  const errors: FormErrors = {};
  for (const [name, rule] of layout) {
    const message = fieldMessage(name, rule, values);
    if (message) errors[name] = message;
  }
  const password = newPasswordMessage(options.passwordRule, values.password);
  if (password) errors.password = password;
  const confirm = confirmPasswordMessage(values.password, values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  if (!checks.agree) errors.agree = { key: 'validation.agreement' };
  if (options.birthdayLimit && !checks.ageConfirmed) {
    errors.ageConfirmed = {
      key: options.birthdayLimit === 21 ? 'validation.ageConfirm21' : 'validation.ageConfirm18',
    };
  }
  return errors;
}
