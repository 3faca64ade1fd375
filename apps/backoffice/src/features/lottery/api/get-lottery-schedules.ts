import { useQuery } from '@tanstack/react-query';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';
import { lotteryKey } from '../lib/lottery-key';

/** Every lottery game: on/off, closing time, where results come from, the next draws, the layout. */
export const useLotterySchedules = () =>
  useQuery({
    queryKey: lotteryKey('schedules'),
    queryFn: () => opsCall(operatorLotteryRoutes.getLotterySchedules),
  });
