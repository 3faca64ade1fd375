import { formatMoney } from '@/shared/lib/format';
import {
  countColumn,
  moneyColumn,
  textColumn,
  type Column,
  type ReportTable,
} from '@/shared/lib/report-table';
import { Badge } from '@/shared/ui/badge';
import type { CostLine } from '../lib/cost-report';

/** The promotion's title with its kind as a tag; the CSV spells the kind out beside the title. */
function promotionColumn(kindLabel: (kind: string) => string): Column<CostLine> {
  return {
    ...textColumn<CostLine>('promotion', (l) => (l.kind ? `${l.title} (${kindLabel(l.kind)})` : l.title)),
    cell: (l) => (
      <span className="promo-cost-title">
        <span>{l.title}</span>
        {l.kind && <Badge>{kindLabel(l.kind)}</Badge>}
      </span>
    ),
  };
}

/** Net as money; a loss also in the danger colour (its minus sign says it without the colour). */
function netColumn(): Column<CostLine> {
  const money = moneyColumn<CostLine>('net', (l) => l.net);
  return {
    ...money,
    cell: (l) => <span className={l.net < 0 ? 'promo-cost-loss' : undefined}>{formatMoney(l.net)}</span>,
  };
}

/** The cost report as the shared report table: one row per promotion, then the totals. */
export function costTable(
  lines: { rows: CostLine[]; totals: CostLine },
  kindLabel: (kind: string) => string,
): ReportTable<CostLine> {
  return {
    columns: [
      promotionColumn(kindLabel),
      countColumn<CostLine>('claims', (l) => l.claims),
      countColumn<CostLine>('players', (l) => l.players),
      moneyColumn<CostLine>('cost', (l) => l.amount),
      moneyColumn<CostLine>('costPerPlayer', (l) => l.costPerPlayer),
      moneyColumn<CostLine>('turnoverRequired', (l) => l.turnoverRequired),
      moneyColumn<CostLine>('playersGgr', (l) => l.playersGgr),
      netColumn(),
    ],
    rows: lines.rows,
    totals: lines.totals,
  };
}
