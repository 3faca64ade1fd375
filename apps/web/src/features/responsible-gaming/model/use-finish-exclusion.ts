import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { getSession } from '@/shared/session/session-store';
import { RG_KEY } from '../api/rg-overview';
import { useExclusionDone } from './exclusion-done-store';

/**
 * After a time-out or self-exclusion the server has already ended every session of the account:
 * the confirmation is handed to its host (it outlives the member centre), src/app closes what it
 * composed (`onExcluded`), and the session ends here too, as a logout clears it (spec §4), without
 * a logout call the server would only refuse.
 */
export function useFinishExclusion(onExcluded: (view: ExclusionView) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (view: ExclusionView) => {
      useExclusionDone.getState().show(view);
      onExcluded(view);
      queryClient.removeQueries({ queryKey: RG_KEY });
      getSession().logout();
    },
    [onExcluded, queryClient],
  );
}
