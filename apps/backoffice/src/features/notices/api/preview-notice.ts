import { useQuery } from '@tanstack/react-query';
import { operatorNoticeRoutes as routes } from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';
import { NOTICES_KEY } from './list-notices';

/** The content as the site will show it (the server's sanitiser), for the editor's preview pane. */
export const usePreviewNotice = (content: string) =>
  useQuery({
    queryKey: [...NOTICES_KEY, 'preview', content],
    queryFn: ({ signal }) => opsCall(routes.previewNotice, { body: { content }, signal }),
    enabled: content.trim() !== '',
    staleTime: Infinity,
  });
