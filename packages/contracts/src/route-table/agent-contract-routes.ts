import type * as c from '../agent/agent-contracts.js';
import { r, tokenChosen, type In, type Out } from './route-def.js';

type Offer<B> = { body: B; response: Out<typeof c.agentContract> };
type ContractAnswer = { response: Out<typeof c.agentContract> };

/**
 * Agent contracts (issue 15 lane B; spec §3, §7): the consolidated call, offers per kind (each
 * behind its whitelabel switch), accept/reject, terminate, lists and my income. Agents only.
 */
export const agentContractRoutes = {
  consolidatedContract: r<{ response: Out<typeof c.consolidatedContractResponse> }>(
    'GET',
    '/wps/agent/contract/consolidated',
    'COMM3',
    15,
    tokenChosen,
  ),
  dividendRequest: r<Offer<In<typeof c.dividendOfferRequest>>>(
    'POST',
    '/wps/agent/contract/dividend',
    'SIGNCONDIV3',
    15,
    tokenChosen,
  ),
  dailySalary: r<{ response: Out<typeof c.dailySalaryResponse> }>(
    'GET',
    '/wps/agent/contract/dailySalary',
    'DAILYSALCONT3',
    15,
    tokenChosen,
  ),
  dailySalaryRequest: r<Offer<In<typeof c.dailyWageOfferRequest>>>(
    'POST',
    '/wps/agent/contract/dailySalary',
    'DAILYSALCONT3',
    15,
    tokenChosen,
  ),
  hourlySalaryRequest: r<Offer<In<typeof c.hourlySalaryOfferRequest>>>(
    'POST',
    '/wps/agent/contract/hourlySalary',
    'HOURSAL3',
    15,
    tokenChosen,
  ),
  realTimeSalaryRequest: r<Offer<In<typeof c.realTimeSalaryOfferRequest>>>(
    'POST',
    '/wps/agent/contract/realTimeSalary',
    'RTSALARY3',
    15,
    tokenChosen,
  ),
  /** Accept or reject a contract offered to me (accepting a lower rate: see endingDownlinesDetails). */
  respondContract: r<{ body: In<typeof c.respondContractRequest> } & ContractAnswer>(
    'POST',
    '/wps/agent/contract/respond',
    'COMM3',
    15,
    tokenChosen,
  ),
  /** The upline ends a contract it gave (effective from the next period). */
  terminateContract: r<{ body: In<typeof c.terminateContractRequest> } & ContractAnswer>(
    'POST',
    '/wps/agent/contract/terminate',
    'COMM3',
    15,
    tokenChosen,
  ),
  givenContracts: r<{ query: In<typeof c.givenContractsQuery>; response: Out<typeof c.contractsPage> }>(
    'GET',
    '/wps/agent/contract/given',
    'COMM3',
    15,
    tokenChosen,
  ),
  receivedContracts: r<{ query: In<typeof c.receivedContractsQuery>; response: Out<typeof c.contractsPage> }>(
    'GET',
    '/wps/agent/contract/received',
    'COMM3',
    15,
    tokenChosen,
  ),
  contractHistory: r<{
    query: In<typeof c.contractHistoryQuery>;
    response: Out<typeof c.contractHistoryResponse>;
  }>('GET', '/wps/agent/contract/history', 'COMM3', 15, tokenChosen),
  agentIncome: r<{ query: In<typeof c.incomeQuery>; response: Out<typeof c.incomeResponse> }>(
    'GET',
    '/wps/agent/income',
    'COMM3',
    15,
    tokenChosen,
  ),
};
