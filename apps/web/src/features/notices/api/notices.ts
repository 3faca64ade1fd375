import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import type { NoticesResponse } from '@bet/contracts/content/notices';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';

export interface NoticesParams {
  /** Comma list of types (B, PL, PU, PR, H). */
  types: string;
  pageNo?: number;
  /** yyyy-MM-dd HH:mm:ss (UTC). */
  startTime?: string;
  endTime?: string;
  /** The player's local day: with a session, popups dismissed for it are left out. */
  day?: string;
}

/** `GET /wps/system/notices` (platform W, execution B). */
export const getNotices = (params: NoticesParams): Promise<NoticesResponse> =>
  apiCall(routes.notices, { query: { platform: 'W', execution: 'B', ...params } });

/** Every notices query starts with this: the live `notices` event refetches them all. */
export const NOTICES_KEY = ['notices'] as const;

export const noticesQueryOptions = (language: Language, token: string, params: NoticesParams) =>
  queryOptions({
    queryKey: [...NOTICES_KEY, language, token, params],
    queryFn: () => getNotices(params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The notices of `params`, in the site's language (and, with a session, without dismissed popups). */
export function useNotices(params: NoticesParams, enabled = true) {
  const language = useLanguage();
  const token = useSession((s) => s.token) ?? '';
  return useQuery({ ...noticesQueryOptions(language, token, params), enabled });
}
