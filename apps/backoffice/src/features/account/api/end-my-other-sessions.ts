import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';
import { mySessionsKey } from './my-sessions';

/** Ends every other session of the operator (audited); this one stays. */
export function useEndMyOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => opsCall(operatorAccountRoutes.endMyOtherSessions),
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
