import { useQuery } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

export const mySessionsKey = ['ops', 'account', 'sessions'] as const;

/** The operator's own live sessions, the current one marked. */
export const useMySessions = () =>
  useQuery({ queryKey: mySessionsKey, queryFn: () => opsCall(operatorAccountRoutes.mySessions) });
