import { amountOfText, toCents } from '@bet/contracts/wallet/amount-rules';

/** Why an approval's amount is refused before it is sent (each has a sentence under the field). */
export type ApprovalAmountIssue = 'required' | 'format' | 'aboveMax';

/**
 * The amount an operator typed to approve an application: a positive amount of at most 2
 * decimals (the wire's rule) and at most the application's cap, compared in cents so a float
 * never decides. A null cap (the server sent none) leaves the bound to the server.
 */
export function approvalAmount(
  text: string,
  max: number | null,
): { amount: number } | { issue: ApprovalAmountIssue } {
  if (text.trim() === '') return { issue: 'required' };
  const amount = amountOfText(text);
  if (amount === null) return { issue: 'format' };
  if (max !== null && toCents(amount) > toCents(max)) return { issue: 'aboveMax' };
  return { amount };
}
