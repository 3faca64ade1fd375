import { useQuery } from '@tanstack/react-query';
import { operatorCardRoomRoutes } from '@bet/contracts/operator/operator-card-room';
import { opsCall } from '@/shared/api/ops-call';
import { cardRoomKey } from '../lib/card-room-key';

/** Tables fill and hands settle all the time: the page reads again this often while shown. */
export const CARD_ROOM_REFRESH_MS = 10_000;

export const getCardRoomOverview = () => opsCall(operatorCardRoomRoutes.cardRoomOverview);

/** The house book (rake, bots' result), each room now and the last 50 real-money hands. */
export const useCardRoomOverview = () =>
  useQuery({
    queryKey: cardRoomKey('overview'),
    queryFn: getCardRoomOverview,
    refetchInterval: CARD_ROOM_REFRESH_MS,
  });
