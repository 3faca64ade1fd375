import { useQuery } from '@tanstack/react-query';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';
import { lotteryKey } from '../lib/lottery-key';

/** Results entered by hand that wait for a second operator's approval. */
export const useLotteryResults = () =>
  useQuery({
    queryKey: lotteryKey('results'),
    queryFn: () => opsCall(operatorLotteryRoutes.listLotteryResults),
  });
