import { useQuery } from '@tanstack/react-query';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import type { CallOf } from '@bet/contracts/routes';
import { opsCall } from '@/shared/api/ops-call';
import { lotteryKey } from '../lib/lottery-key';

type Query = NonNullable<CallOf<typeof operatorLotteryRoutes.listLotteryDraws>['query']>;

export const listLotteryDraws = (query: Query) => opsCall(operatorLotteryRoutes.listLotteryDraws, { query });

/** A game's draws, newest first, with this site's bets, stakes, payouts and profit on each. */
export const useLotteryDraws = (query: Query) =>
  useQuery({
    queryKey: lotteryKey('draws', query),
    queryFn: () => listLotteryDraws(query),
    enabled: query.game !== '',
    // Fast games draw every minute or so: the statuses on screen follow them.
    refetchInterval: 10_000,
    // Paging keeps the rows on screen while the next page loads; another game's rows are never shown.
    placeholderData: (previous) => (previous?.list[0]?.game === query.game ? previous : undefined),
  });
