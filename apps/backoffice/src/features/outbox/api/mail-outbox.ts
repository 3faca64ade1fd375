import { useQuery } from '@tanstack/react-query';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { OUTBOX_LIMIT, outboxKey } from '../lib/outbox-key';

/** The latest e-mails the site sent (to one address when `to` is given), newest first. */
export const useMailOutbox = (to: string | undefined, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: outboxKey('mail', to),
    queryFn: ({ signal }) =>
      opsCall(operatorRoutes.mailOutbox, { query: { to, limit: OUTBOX_LIMIT }, signal }),
  });
