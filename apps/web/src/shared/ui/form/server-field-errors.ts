import { ApiError } from '@/shared/api/api-error';
import type { FieldMessage, FieldMessages } from './field-message';

/** Codes that name no field problem of their own: the per-field code says what is wrong. */
const GENERIC_CODES = new Set(['field.invalid', 'request_param_err']);

interface ServerField {
  path: string;
  code: string;
}

/** The `{ fields: [{ path, code }] }` a failed call carries, if any. */
export function serverFields(error: unknown): ServerField[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.value as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: unknown) => {
    const { path, code } = (field ?? {}) as { path?: unknown; code?: unknown };
    return typeof path === 'string' && path ? [{ path, code: String(code ?? '') }] : [];
  });
}

/**
 * Messages to show under fields from a failed call. A specific code (`username.taken`) is the
 * message itself; a generic one (`field.invalid`) uses `describe` (the rule's message for
 * `required`/`length`/`pattern`) and falls back to "not valid".
 */
export function serverFieldMessages(
  error: unknown,
  describe?: (path: string, code: string) => FieldMessage | null,
): FieldMessages {
  const messages: FieldMessages = {};
  const errorCode = error instanceof ApiError ? error.errorCode : '';
  for (const { path, code } of serverFields(error)) {
    messages[path] = GENERIC_CODES.has(errorCode)
      ? (describe?.(path, code) ?? { key: 'error.field.invalid' })
      : { key: `error.${errorCode}` };
  }
  return messages;
}
