import { useMemberInfo } from '../api/member-info';

/**
 * The logged-in member's VIP rank (`clubLabel.rankLevel`), or null for a visitor or while the
 * member info loads — so customer service falls back to live chat until the rank is known.
 */
export function useMemberRankLevel(): number | null {
  const info = useMemberInfo();
  return info.data?.clubLabel.rankLevel ?? null;
}
