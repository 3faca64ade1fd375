import { useQuery } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

export const accountKey = ['ops', 'account'] as const;

/** The signed-in operator: role, two-factor status, idle limit. */
export const useAccount = () =>
  useQuery({ queryKey: accountKey, queryFn: () => opsCall(operatorAccountRoutes.account) });
