import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeBetsBody, placeBetsResponse, type PlaceBetsBody } from '@bet/contracts/lottery/bets';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { ApiError } from '@/shared/api/api-error';
import { lotteryCall } from './lottery-client';
import { LOTTERY_SESSION_KEY } from './lottery-session';

/**
 * `POST /hv/lottery/bets` (session): a slip on one issue, or a chase over the next ones. The body
 * is checked with the contract first: a slip the server would refuse is not sent.
 */
export function placeBets(token: string, body: PlaceBetsBody) {
  const checked = placeBetsBody.safeParse(body);
  if (!checked.success) return Promise.reject(new ApiError(400, 'request_param_err', checked.error.issues));
  return lotteryCall(LOTTERY_API.bets, {
    token,
    method: 'POST',
    body: checked.data,
    schema: placeBetsResponse,
  });
}

export function usePlaceBets(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBetsBody) => {
      if (!token) return Promise.reject(new ApiError(401, 'game.session.invalid'));
      return placeBets(token, body);
    },
    // The balance moved, and the orders list has new rows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOTTERY_SESSION_KEY }),
        queryClient.invalidateQueries({ queryKey: ['lottery', 'orders'] }),
      ]),
  });
}
