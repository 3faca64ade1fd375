import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';
import { mySessionsKey } from './my-sessions';

/** Ends one of the operator's own sessions (audited). */
export function useEndMySession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => opsCall(operatorAccountRoutes.endMySession, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
