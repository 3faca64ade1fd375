import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimMissionResult, MissionSummaryResponse } from '@bet/contracts/missions/missions';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { MISSION_SUMMARY_KEY, MISSIONS_KEY } from './mission-summary';

/**
 * `POST /wps/mission/claim`: takes the reward of a completed mission; answers the amount paid,
 * the turnover it asks for and how many missions are still ready to claim. Not retried: a second
 * claim would only answer "already claimed".
 */
export const claimMission = (id: number) => apiCall(routes.claimMission, { body: { id } });

/** The summary as the claim's answer leaves it: that mission claimed, the badge's new count. */
export const afterClaim =
  (result: ClaimMissionResult) =>
  (summary: MissionSummaryResponse | undefined): MissionSummaryResponse | undefined =>
    summary && {
      ...summary,
      claimable: result.claimable,
      list: summary.list.map((mission) =>
        mission.id === result.missionId ? { ...mission, state: 'CLAIMED' as const } : mission,
      ),
    };

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    // The card and the badge change at once, before the summary is read again.
    onSuccess: (result) => {
      queryClient.setQueriesData<MissionSummaryResponse>(
        { queryKey: MISSION_SUMMARY_KEY },
        afterClaim(result),
      );
    },
    // Also on failure: "already claimed" or "not complete" means the cards on screen are out of
    // date. Money moved (or may have): the header's balance refreshes too. Not awaited: the cards
    // already show the claim, and the amount paid is told at once.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
