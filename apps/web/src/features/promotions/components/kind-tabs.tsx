import { useTranslation } from 'react-i18next';
import type { PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import { Tabs, type TabItem } from '@/shared/ui/tabs';

export type KindFilter = PromotionKind | 'ALL';

interface KindTabsProps {
  /** From `useTabsBase()`, shared with the grid (the tab panel). */
  base: string;
  /** The kinds that have promotions; undefined until the list answers ("All" alone then). */
  kinds: readonly PromotionKind[] | undefined;
  active: KindFilter;
  onChange: (kind: KindFilter) => void;
}

/**
 * The type filter (spec §2 "promotions list with type filters"): All, then each kind the site
 * runs. ARIA tabs: arrow keys move between them. While the first list loads only "All" shows: the
 * same bar, so its height is the real one and the grid below does not move when the kinds arrive
 * (a stand-in box of a guessed height moved it on phones).
 */
export function KindTabs({ base, kinds, active, onChange }: KindTabsProps) {
  const { t } = useTranslation();
  const ids: KindFilter[] = ['ALL', ...(kinds ?? [])];
  // An address naming a kind that has none (any more) still shows its tab, selected.
  if (!ids.includes(active)) ids.push(active);
  const tabs: TabItem<KindFilter>[] = ids.map((id) => ({
    id,
    label: t(`promotions.kind.${id}`),
    testId: `promo-tab-${id}`,
  }));
  return (
    <div className="promo-tabs">
      <Tabs base={base} tabs={tabs} active={active} onChange={onChange} label={t('promotions.tabs')} />
    </div>
  );
}
