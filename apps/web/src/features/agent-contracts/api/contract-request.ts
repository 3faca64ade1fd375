import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { ContractKind, ContractTerms } from '../model/contract-view';
import { CONSOLIDATED_CONTRACT_KEY } from './consolidated-contract';

/** Spec §7's per-kind request calls (dividendRequest, dailySalaryRequest, hourly…, realTime…). */
const REQUEST_ROUTE = {
  dividend: routes.dividendRequest,
  dailyWage: routes.dailySalaryRequest,
  hourlySalary: routes.hourlySalaryRequest,
  realTimeSalary: routes.realTimeSalaryRequest,
} as const;

export type ContractAction =
  | { action: 'offer'; downline: string; terms: ContractTerms }
  | { action: 'accept'; contractId: string; confirmEndDownlines?: boolean }
  | { action: 'reject'; contractId: string }
  | { action: 'terminate'; contractId: string };

/** `POST /wps/agent/contract/<kind>`: offer, accept, reject or terminate one contract of that kind. */
export const contractRequest = (kind: ContractKind, body: ContractAction) =>
  apiCall(REQUEST_ROUTE[kind], { body });

export function useContractRequest(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractAction) => contractRequest(kind, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLIDATED_CONTRACT_KEY }),
  });
}
