import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import type { Language } from '@bet/contracts/constants';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** The help articles of one language. */
export const useHelpArticles = (language: Language) =>
  useQuery({
    queryKey: [...settingsKey('helpArticles'), language],
    queryFn: () => opsCall(operatorSiteRoutes.listHelpArticles, { query: { language } }),
  });
