import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersResponse, type OrdersQuery } from '@bet/contracts/lottery/bets';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { lotteryCall } from './lottery-client';

/** `GET /hv/lottery/orders` (session): the player's orders, newest first, with their draws. */
export const getOrders = (token: string, query: OrdersQuery, signal?: AbortSignal) =>
  lotteryCall(LOTTERY_API.orders, { token, query: { ...query }, schema: ordersResponse, signal });

export const ORDERS_KEY = ['lottery', 'orders'] as const;

export const useOrders = (token: string | null | undefined, query: OrdersQuery) =>
  useQuery({
    queryKey: [...ORDERS_KEY, token, query],
    queryFn: ({ signal }) => getOrders(token!, query, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
