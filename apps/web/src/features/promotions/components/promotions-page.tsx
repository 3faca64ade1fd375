import { useMemo, useRef, useState, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROMOTION_KINDS, type PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';
import { tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { usePromotions } from '../api/promotions';
import type { ApplyTarget, PromotionHandlers, RainTarget, WheelTarget } from '../model/promotion-handlers';
import { ApplicationDialog } from './application-dialog';
import { BonusCodeBox } from './bonus-code-box';
import { KindTabs, type KindFilter } from './kind-tabs';
import { PromotionCardSkeleton, PromotionCardView } from './promotion-card';
import { RainDialog } from './rain-dialog';
import { WheelDialog } from './wheel-dialog';
import './promotions.css';

/** Stand-ins while the first list loads: two rows of the desktop grid. */
const SKELETON_CARDS = 6;

const kindOf = (value: string | null): PromotionKind | undefined =>
  PROMOTION_KINDS.find((kind) => kind === value);

export type PromotionsPageProps = Omit<PromotionHandlers, 'onEnterCode' | 'onApply' | 'onSpin' | 'onGrab'>;

/**
 * /promotions: the bonus-code box for members, the type filter (kept in `?kind=` so the back
 * button and a shared link keep it), and the grid of promotions with the player's state of each.
 */
export function PromotionsPage({ currencySymbol, onLogin, onDeposit }: PromotionsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const list = usePromotions(kind);
  const member = Boolean(useSession((s) => s.token));
  const codeInput = useRef<HTMLInputElement>(null);
  const base = useTabsBase();
  const active: KindFilter = kind ?? 'ALL';
  const [applying, setApplying] = useState<ApplyTarget | null>(null);
  const [spinning, setSpinning] = useState<WheelTarget | null>(null);
  const [grabbing, setGrabbing] = useState<RainTarget | null>(null);

  const handlers = useMemo<PromotionHandlers>(
    () => ({
      currencySymbol,
      onLogin,
      onDeposit,
      onEnterCode: () => {
        codeInput.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        codeInput.current?.focus({ preventScroll: true });
      },
      onApply: setApplying,
      onSpin: setSpinning,
      onGrab: setGrabbing,
    }),
    [currencySymbol, onLogin, onDeposit],
  );

  const changeKind = (next: KindFilter) =>
    setParams(next === 'ALL' ? {} : { kind: next }, { replace: true, preventScrollReset: true });

  const grid = () => {
    if (list.isPending)
      return (
        <ul className="promo-grid" aria-busy="true" data-testid="promo-grid-loading">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <PromotionCardSkeleton />
            </li>
          ))}
          <li className="visually-hidden">{t('promotions.loading')}</li>
        </ul>
      );
    if (list.isError)
      return (
        <div className="form promo-problem">
          <FormAlert>{messageText(t, errorMessage(list.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    if (list.data.list.length === 0)
      return <EmptyState>{t(kind ? 'promotions.emptyKind' : 'pages.promotions.empty')}</EmptyState>;
    return (
      <ul className="promo-grid" aria-busy={list.isPlaceholderData || undefined} data-testid="promo-grid">
        {list.data.list.map((promotion) => (
          <li key={promotion.id}>
            {/* A boundary per card: a server-drawn page hydrates card by card, in short tasks
                between which the browser stays responsive, not the whole grid in one long task. */}
            <Suspense fallback={null}>
              <PromotionCardView promotion={promotion} handlers={handlers} />
            </Suspense>
          </li>
        ))}
      </ul>
    );
  };

  // Until the list answers (or when it fails) the bar shows "All" only, at its real height.
  const kinds = list.data?.kinds;
  return (
    <PageShell
      testId="page-promotions"
      title={t('pages.promotions.title')}
      description={t('pages.promotions.description')}
    >
      {member ? <BonusCodeBox currencySymbol={currencySymbol} inputRef={codeInput} /> : null}
      <KindTabs base={base} kinds={kinds} active={active} onChange={changeKind} />
      <div {...tabPanelProps(base, active)} className="promo-panel">
        {grid()}
      </div>
      <ApplicationDialog
        promotion={applying}
        currencySymbol={currencySymbol}
        onClose={() => setApplying(null)}
      />
      <WheelDialog promotion={spinning} currencySymbol={currencySymbol} onClose={() => setSpinning(null)} />
      <RainDialog promotion={grabbing} currencySymbol={currencySymbol} onClose={() => setGrabbing(null)} />
    </PageShell>
  );
}

export default PromotionsPage;
