import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GameLaunchHost } from '@/features/games/components/game-launch-host';
import type { LaunchWallet } from '@/features/games/model/launch-wallet';

/**
 * The games feature's launch host, handed the wallet feature's auto-transfer and the member
 * centre's My wallet (features never import each other). Each part loads when first used, so the
 * home route carries none of it.
 */
export function GameLaunch() {
  const queryClient = useQueryClient();
  const wallet = useMemo<LaunchWallet>(() => {
    const gameWallet = () => import('@/features/wallet/model/game-wallet');
    return {
      moveIn: async (target) => (await gameWallet()).moveIntoGame(queryClient, target),
      moveBack: async () => (await gameWallet()).bringBackFromGames(queryClient),
      openWallet: () =>
        void import('@/features/identity/model/member-panels-store').then(({ useMemberPanels }) =>
          useMemberPanels.getState().open('transferFund'),
        ),
    };
  }, [queryClient]);
  return <GameLaunchHost wallet={wallet} />;
}
