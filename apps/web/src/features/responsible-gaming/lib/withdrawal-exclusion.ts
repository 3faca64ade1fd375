import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';

/*
 * The exclusion a withdrawal-only session keeps in the session store (as JSON, so a reload still
 * shows it: no call of that session may read it again). Only types from the contract: zod stays
 * out of the page's chunk.
 */

export const exclusionJson = (view: ExclusionView) => JSON.stringify(view);

/** The stored exclusion, or null when there is none or it cannot be read. */
export function readExclusion(json: string | null): ExclusionView | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const view = value as Partial<ExclusionView>;
  if (view.kind !== 'TIME_OUT' && view.kind !== 'SELF_EXCLUSION') return null;
  if (typeof view.period !== 'string' || typeof view.startsAt !== 'number') return null;
  if (view.endsAt !== null && typeof view.endsAt !== 'number') return null;
  return view as ExclusionView;
}
