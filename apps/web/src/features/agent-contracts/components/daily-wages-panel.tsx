import { ContractKindPanel } from './contract-kind-panel';

/** Agent centre menu item (spec §2): the dailyWage contract screen. */
export function DailyWagesPanel() {
  return <ContractKindPanel kind="DAILY_WAGE" />;
}
