import { useQuery } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';

export const operatorsKey = ['ops', 'operators'] as const;

/** Every operator account (admin): role, disabled, two-factor, last sign-in. */
export const useOperators = () =>
  useQuery({ queryKey: operatorsKey, queryFn: () => opsCall(operatorAccountRoutes.listOperators) });
