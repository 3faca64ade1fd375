import type { ValidationRule } from '../system/register-settings.js';

/*
 * Zod-free on purpose: the web's forms import this without shipping zod with their chunks.
 */

/** OWASP ASVS 5: at least 8 characters and at least 64 allowed, whatever the merchant's rule says. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Hard upper bound of any password field on the wire (argon2 input). */
export const PASSWORD_INPUT_MAX = 256;

/**
 * The merchant's password rule (status `info.register.password`) widened to OWASP's bounds. The
 * server checks new passwords against it and the forms check before sending, so a form never
 * accepts what the server then refuses.
 */
export function effectivePasswordRule(rule: ValidationRule | undefined): ValidationRule {
  const base = rule ?? {
    enabled: true,
    required: true,
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    acceptedPattern: '*',
    patternId: 'any',
  };
  return {
    ...base,
    enabled: true,
    required: true,
    minLength: Math.max(base.minLength, PASSWORD_MIN),
    maxLength: Math.max(base.maxLength, PASSWORD_MAX),
  };
}
