import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderResponse } from '@bet/contracts/lottery/bets';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { ApiError } from '@/shared/api/api-error';
import { lotteryCall } from './lottery-client';
import { LOTTERY_SESSION_KEY } from './lottery-session';

/** `POST /hv/lottery/orders/:id/cancel` (session): a pending order cancelled before its draw closes, stake refunded. */
export const cancelOrder = (token: string, orderId: string) =>
  lotteryCall(LOTTERY_API.cancel(encodeURIComponent(orderId)), {
    token,
    method: 'POST',
    schema: cancelOrderResponse,
  });

export function useCancelOrder(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => {
      if (!token) return Promise.reject(new ApiError(401, 'game.session.invalid'));
      return cancelOrder(token, orderId);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOTTERY_SESSION_KEY }),
        queryClient.invalidateQueries({ queryKey: ['lottery', 'orders'] }),
      ]),
  });
}
