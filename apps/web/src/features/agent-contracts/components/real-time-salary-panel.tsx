import { ContractKindPanel } from './contract-kind-panel';

/** Agent centre menu item (spec §2): the realTimeSalary contract screen. */
export function RealTimeSalaryPanel() {
  return <ContractKindPanel kind="REALTIME_SALARY" />;
}
