import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';

/** The translated sentence for a failure: its error code's text, or the generic one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'system.error';
  // Codes hold dots (`operator.auth.required`): the errors catalogue is flat.
  const generic = t('system.error', { ns: 'errors', keySeparator: false });
  return t(code, { ns: 'errors', keySeparator: false, defaultValue: generic });
}
