import { useQuery } from '@tanstack/react-query';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { OUTBOX_LIMIT, outboxKey } from '../lib/outbox-key';

/** The latest SMS the site sent (to one number when `to` is given), newest first. */
export const useSmsOutbox = (to: string | undefined, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: outboxKey('sms', to),
    queryFn: ({ signal }) =>
      opsCall(operatorRoutes.smsOutbox, { query: { to, limit: OUTBOX_LIMIT }, signal }),
  });
