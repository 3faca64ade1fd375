import type { ClaimMissionResult } from '@bet/contracts/missions/missions';
import { useClaimMission } from '../api/claim-mission';

export interface MissionClaim {
  /** Claims one mission; ignored while a claim is out (one at a time: the badge counts down once). */
  claim: (id: number) => void;
  /** The mission whose claim is out, if any. */
  pendingId: number | null;
  /** The last claim's answer, kept after the list refreshes so the amount stays told. */
  result: ClaimMissionResult | null;
  /** The failure of the last claim, for that mission's card only. */
  errorOf: (id: number) => unknown;
  /** Forgets the last answer (the status line's close button). */
  dismiss: () => void;
}

/** The missions page's one claim: which card is claiming, what it paid, or why it failed. */
export function useMissionClaim(): MissionClaim {
  const mutation = useClaimMission();
  const pendingId = mutation.isPending ? (mutation.variables ?? null) : null;
  return {
    claim: (id) => {
      if (mutation.isPending) return;
      // A new attempt clears the previous one's message.
      mutation.reset();
      mutation.mutate(id);
    },
    pendingId,
    result: mutation.data ?? null,
    errorOf: (id) => (mutation.isError && mutation.variables === id ? mutation.error : null),
    dismiss: () => mutation.reset(),
  };
}
