import { amountOfText } from '@bet/contracts/wallet/amount-rules';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage, type FieldMessage } from '@/shared/ui/form/field-message';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import type { FormRules } from '@/shared/ui/form/use-form-state';

/** The transfer-to-downline form: what the agent types (the downline is the row's). */
export type DownlineTransferValues = { amount: string; paymentPassword: string };

export const EMPTY_DOWNLINE_TRANSFER: DownlineTransferValues = { amount: '', paymentPassword: '' };

/**
 * The contract's rules of `transferDownlineRequest`, zod-free (decision 0017): an amount of the
 * contract (> 0, at most 2 decimals, ≤ the maximum), a payment password of 1–64 characters.
 * Whether the balance covers it and the downline is mine, the server says.
 */
export const downlineTransferRules: FormRules<DownlineTransferValues, FieldMessage> = {
  amount: (text) =>
    !text.trim()
      ? { key: 'validation.required' }
      : amountOfText(text) === null
        ? { key: 'agentCentre.transfer.amountInvalid' }
        : null,
  paymentPassword: (value) => (value ? null : { key: 'validation.required' }),
};

/** Error codes that are about one field of the form: shown under it. */
const FIELD_OF_CODE: Record<string, keyof DownlineTransferValues> = {
  'balance.insufficient': 'amount',
  'payment.password.wrong': 'paymentPassword',
  'payment.password.locked': 'paymentPassword',
};

/**
 * Where a refusal shows: under a field (a wrong payment password, a balance too small, a field
 * the server named) or for the whole dialog (not my downline, no payment password set, …).
 */
export function transferFailure(error: unknown): {
  fields: Partial<Record<keyof DownlineTransferValues, FieldMessage>>;
  form: FieldMessage | null;
} {
  const code = error instanceof ApiError ? error.errorCode : '';
  const field = FIELD_OF_CODE[code];
  if (field) return { fields: { [field]: errorMessage(error) }, form: null };
  const named = serverFieldMessages(error);
  const fields = Object.fromEntries(
    (['amount', 'paymentPassword'] as const).flatMap((name) => (named[name] ? [[name, named[name]]] : [])),
  );
  return Object.keys(fields).length ? { fields, form: null } : { fields: {}, form: errorMessage(error) };
}
