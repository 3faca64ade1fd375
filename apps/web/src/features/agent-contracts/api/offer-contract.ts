import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { ContractTerms } from '../model/contract-view';
import { CONSOLIDATED_CONTRACT_KEY } from './consolidated-contract';

/** `POST /wps/agent/contract/{dividend|dailySalary|hourlySalary|realTimeSalary}`: offer terms to a downline. */
export function offerContract(downline: string, terms: ContractTerms) {
  switch (terms.kind) {
    case 'DIVIDEND': {
      const { kind: _kind, ...body } = terms;
      return apiCall(routes.dividendRequest, { body: { ...body, downline } });
    }
    case 'DAILY_WAGE':
      return apiCall(routes.dailySalaryRequest, { body: { tiers: terms.tiers, downline } });
    case 'HOURLY_SALARY':
      return apiCall(routes.hourlySalaryRequest, { body: { tiers: terms.tiers, downline } });
    case 'REALTIME_SALARY': {
      const { kind: _kind, ...body } = terms;
      return apiCall(routes.realTimeSalaryRequest, { body: { ...body, downline } });
    }
  }
}

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ downline, terms }: { downline: string; terms: ContractTerms }) =>
      offerContract(downline, terms),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLIDATED_CONTRACT_KEY }),
  });
}
