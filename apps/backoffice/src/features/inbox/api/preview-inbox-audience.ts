import { useMutation } from '@tanstack/react-query';
import type { InboxAudience } from '@bet/contracts/operator/operator-inbox';
import { operatorInboxRoutes as routes } from '@bet/contracts/operator/operator-inbox';
import { opsCall } from '@/shared/api/ops-call';

/** How many players an audience reaches now (nothing is sent): shown before the operator confirms. */
export const usePreviewInboxAudience = () =>
  useMutation({
    mutationFn: (audience: InboxAudience) => opsCall(routes.previewInboxAudience, { body: { audience } }),
  });
