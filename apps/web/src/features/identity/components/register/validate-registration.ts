import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { ruleFailureMessage, type FieldMessage } from '@/shared/ui/form/field-message';
import type { FormErrors, FormRules } from '@/shared/ui/form/use-form-state';
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

/** The register form's values: the inputs and the two boxes. */
export type RegisterFormValues = RegisterValues & Pick<RegisterChecks, keyof RegisterChecks>;

/**
 * Every check of spec §5 for the shown fields, as the form's rules: each field by its rule
 * (message by pattern id), the password by the password rule, the confirmation equal, the
 * agreement and the age.
 */
export function registrationRules(
  layout: RegisterLayout,
  options: { passwordRule: ValidationRule | undefined; birthdayLimit: 18 | 21 | null },
): FormRules<RegisterFormValues> {
  const rules: FormRules<RegisterFormValues> = {};
  for (const [name, rule] of layout) rules[name] = (_, values) => fieldMessage(name, rule, values);
  rules.password = (password) => newPasswordMessage(options.passwordRule, password);
  rules.confirmPassword = (confirm, values) => confirmPasswordMessage(values.password, confirm);
  rules.agree = (agree) => (agree ? null : { key: 'validation.agreement' });
  const { birthdayLimit } = options;
  if (birthdayLimit)
    rules.ageConfirmed = (confirmed) =>
      confirmed
        ? null
        : { key: birthdayLimit === 21 ? 'validation.ageConfirm21' : 'validation.ageConfirm18' };
  return rules;
}

/** The messages `registrationRules` gives for these values (what the form shows on submit). */
export function validateRegistration(
  layout: RegisterLayout,
  values: RegisterValues,
  checks: RegisterChecks,
  options: { passwordRule: ValidationRule | undefined; birthdayLimit: 18 | 21 | null },
): FormErrors {
  const all: RegisterFormValues = { ...values, ...checks };
  const errors: FormErrors = {};
  const rules = registrationRules(layout, options);
  for (const name of Object.keys(rules) as (keyof RegisterFormValues)[]) {
    const message = (
      rules[name] as ((value: unknown, values: RegisterFormValues) => FieldMessage | null) | undefined
    )?.(all[name], all);
    if (message) errors[name] = message;
  }
  return errors;
}
