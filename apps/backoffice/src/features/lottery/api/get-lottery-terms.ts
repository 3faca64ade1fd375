import { useQuery } from '@tanstack/react-query';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';
import { lotteryKey } from '../lib/lottery-key';

/** This site's terms per game and play type, with the odds the lottery offers from them. */
export const useLotteryTerms = () =>
  useQuery({ queryKey: lotteryKey('terms'), queryFn: () => opsCall(operatorLotteryRoutes.getLotteryTerms) });
