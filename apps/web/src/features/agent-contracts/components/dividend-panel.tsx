import { ContractKindPanel } from './contract-kind-panel';

/** Agent centre menu item (spec §2): the dividend contract screen. */
export function DividendPanel() {
  return <ContractKindPanel kind="DIVIDEND" />;
}
