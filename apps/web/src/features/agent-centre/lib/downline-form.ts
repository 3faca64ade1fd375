import type { CreateDownlineRequest } from '@bet/contracts/agent/agent-team';
import { effectivePasswordRule } from '@bet/contracts/identity/password-rule';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { ruleFailureMessage, type FieldMessage } from '@/shared/ui/form/field-message';
import type { FormRules } from '@/shared/ui/form/use-form-state';

/**
 * The optional sign-up fields a downline can carry (createDownline drops the referral/affiliate
 * codes: the upline is me), shown when the merchant's rule for them is on, as on the register form.
 */
export const DOWNLINE_EXTRA_FIELDS = [
  'payeeName',
  'nickname',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'birthday',
] as const;
export type DownlineExtraField = (typeof DOWNLINE_EXTRA_FIELDS)[number];
export type DownlineTextField = 'username' | DownlineExtraField;

export const EMPTY_DOWNLINE_VALUES = {
  username: '',
  password: '',
  confirmPassword: '',
  ...(Object.fromEntries(DOWNLINE_EXTRA_FIELDS.map((name) => [name, ''])) as Record<
    DownlineExtraField,
    string
  >),
};
export type DownlineValues = typeof EMPTY_DOWNLINE_VALUES;

/** Any text up to `max` characters, for a username the merchant gave no rule. */
const looseUsername: ValidationRule = {
  enabled: true,
  required: true,
  minLength: 0,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 'any',
};

/** Shown text fields with their rule: the username always (required), extras whose rule is on. */
export function downlineFields(rules: Readonly<Record<string, ValidationRule>>) {
  const fields = new Map<DownlineTextField, ValidationRule>();
  fields.set('username', { ...(rules.username ?? looseUsername), enabled: true, required: true });
  for (const name of DOWNLINE_EXTRA_FIELDS) if (rules[name]?.enabled) fields.set(name, rules[name]);
  return fields;
}
export type DownlineFields = ReturnType<typeof downlineFields>;

const ruleMessage = (rule: ValidationRule, value: string): FieldMessage | null => {
  const result = validateValue(rule, value);
  return result.ok ? null : ruleFailureMessage(result);
};

/** The register form's checks (spec §5) through the contract's rule engine: fields, password, confirmation. */
export function downlineRules(fields: DownlineFields, passwordRule: ValidationRule | undefined) {
  const rules: FormRules<DownlineValues> = {};
  for (const [name, rule] of fields) rules[name] = (value) => ruleMessage(rule, value);
  rules.password = (value) =>
    value ? ruleMessage(effectivePasswordRule(passwordRule), value) : { key: 'validation.required' };
  rules.confirmPassword = (value, values) =>
    !value
      ? { key: 'validation.required' }
      : value === values.password
        ? null
        : { key: 'validation.confirmPassword' };
  return rules;
}

/** The createDownline body: shown fields only (trimmed, empty left out), terms confirmed by the agent. */
export function downlineBody(
  fields: DownlineFields,
  values: DownlineValues,
  kind: 'player' | 'agent',
  ageConfirmed: boolean | undefined,
): CreateDownlineRequest {
  const shown = (name: DownlineTextField) =>
    fields.has(name) ? values[name].trim() || undefined : undefined;
  return {
    ...Object.fromEntries(DOWNLINE_EXTRA_FIELDS.map((name) => [name, shown(name)])),
    username: shown('username'),
    password: values.password,
    confirmPassword: values.confirmPassword,
    agreeTerms: true,
    ageConfirmed,
    kind,
  };
}
