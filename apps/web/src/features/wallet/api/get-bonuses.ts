import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bet/contracts/money/amount';
import type { BonusEntry } from '@bet/contracts/money/bonuses';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/**
 * `GET /wps/member/bonuses`: bonuses credited with their turnover requirement and progress.
 * The contract names the entry, not the envelope's value: a list, or a page of the record
 * lists' shape; both read as the list.
 */
export async function getBonuses(): Promise<BonusEntry[]> {
  const value = await apiCall<BonusEntry[] | Page<BonusEntry>>(routes.bonusDetails, {
    query: { pageNo: 1, pageSize: 100 },
  });
  return Array.isArray(value) ? value : value.list;
}

export const bonusesQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'bonuses', token], queryFn: getBonuses });

export function useBonuses() {
  const token = useSession((s) => s.token);
  return useQuery({ ...bonusesQueryOptions(token ?? ''), enabled: Boolean(token) });
}
