import { ContractKindPanel } from './contract-kind-panel';

/** Agent centre menu item (spec §2): the hourlySalary contract screen. */
export function HourlySalaryPanel() {
  return <ContractKindPanel kind="HOURLY_SALARY" />;
}
