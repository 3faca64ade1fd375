import { z } from 'zod';
import type { OperatorPromotion, SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';

/** Who may take part, as typed: lists are comma-separated text. */
export const eligibilityFields = {
  newPlayersOnly: z.boolean(),
  vipLevels: z.string(),
  minDeposits: z.string(),
  /** Player labels, one of which the player must have. */
  labels: z.string(),
  /** Accounts (usernames) whose team the player must be in. */
  agents: z.string(),
  /** Country codes the player must have signed up from. */
  countries: z.string(),
};

type EligibilityForm = { [K in keyof typeof eligibilityFields]: z.infer<(typeof eligibilityFields)[K]> };

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** "1, 2,5" → [1, 2, 5]; a broken entry stays NaN so the contract refuses it under the field. */
export const vipLevelsOf = (text: string) =>
  listOf(text).map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

export const eligibilityOf = (form: EligibilityForm): SavePromotionRequest['eligibility'] => ({
  newPlayersOnly: form.newPlayersOnly,
  vipLevels: vipLevelsOf(form.vipLevels),
  minDeposits: form.minDeposits.trim() === '' ? Number.NaN : Number(form.minDeposits),
  labels: listOf(form.labels),
  agents: listOf(form.agents),
  countries: listOf(form.countries).map((c) => c.toUpperCase()),
});

export const eligibilityFormOf = (p: OperatorPromotion | null): EligibilityForm => ({
  newPlayersOnly: p?.eligibility.newPlayersOnly ?? false,
  vipLevels: (p?.eligibility.vipLevels ?? []).join(', '),
  minDeposits: String(p?.eligibility.minDeposits ?? 0),
  labels: (p?.eligibility.labels ?? []).join(', '),
  agents: (p?.eligibility.agents ?? []).join(', '),
  countries: (p?.eligibility.countries ?? []).join(', '),
});
