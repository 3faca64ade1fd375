import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MAX_SERIAL_ID } from '@bet/contracts/constants';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { ApiError } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { usePromotionDetail } from '../api/promotion-detail';
import { periodText } from '../lib/promotion-format';
import type { ApplyTarget, PromotionHandlers, RainTarget, WheelTarget } from '../model/promotion-handlers';
import { ApplicationDialog } from './application-dialog';
import { BonusCodeBox } from './bonus-code-box';
import { PromotionAction } from './promotion-action';
import { PromotionArt } from './promotion-art';
import { PromotionProgress } from './promotion-progress';
import { PromotionWinners } from './promotion-winners';
import { RafflePrizes } from './raffle-prizes';
import { RainDialog } from './rain-dialog';
import { RewardTable } from './reward-table';
import { StateBadge } from './state-badge';
import { WheelDialog } from './wheel-dialog';
import { WheelPrizes } from './wheel-prizes';
import type { PromotionsPageProps } from './promotions-page';
import './promotions.css';
import './promotion-detail.css';
import './promotion-skeleton.css';

/** The `id` of the address, when it can name a promotion at all (else: not found, without a call). */
export function promotionIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_SERIAL_ID ? id : null;
}

/** The rules as paragraphs: plain text split at blank lines (never HTML). */
export const rulesParagraphs = (rules: string): string[] =>
  rules
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.errorCode === 'promotion.not.found');

/**
 * /promoDetail?id=N: the art as a banner, the title, state and period, the action (an application's
 * opens its form in a dialog, a lucky wheel's the wheel, a red-envelope rain's the falling
 * envelopes), the reward's terms (and a wheel's or a prize draw's prize table), the player's
 * progress (a sign-up bonus's checklist links to the member centre through `onCompleteAccount`; a
 * rain's is the rain now or next and its schedule; a draw's the next draw, the entries and the last
 * draw's winners), the latest winners and the rules. An id that names no promotion: a not-found
 * state.
 */
export function PromotionDetailPage({
  currencySymbol,
  onLogin,
  onDeposit,
  onCompleteAccount,
}: PromotionsPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = promotionIdOf(params.get('id'));
  const detail = usePromotionDetail(id);
  const codeInput = useRef<HTMLInputElement>(null);
  const [applying, setApplying] = useState<ApplyTarget | null>(null);
  const [spinning, setSpinning] = useState<WheelTarget | null>(null);
  const [grabbing, setGrabbing] = useState<RainTarget | null>(null);
  const handlers = useMemo<PromotionHandlers>(
    () => ({
      currencySymbol,
      onLogin,
      onDeposit,
      onEnterCode: () => codeInput.current?.focus(),
      onApply: setApplying,
      onSpin: setSpinning,
      onGrab: setGrabbing,
      onCompleteAccount,
    }),
    [currencySymbol, onLogin, onDeposit, onCompleteAccount],
  );

  let body;
  if (id === null || (detail.isError && isNotFound(detail.error)))
    body = (
      <div data-testid="promo-not-found">
        <EmptyState>{t('promotions.detail.notFound')}</EmptyState>
      </div>
    );
  else if (detail.isPending) body = <DetailSkeleton />;
  else if (detail.isError)
    body = (
      <div className="form promo-problem">
        <FormAlert>{messageText(t, errorMessage(detail.error))}</FormAlert>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else body = <DetailContent promotion={detail.data} handlers={handlers} codeInput={codeInput} />;

  return (
    <section
      className="page-shell promo-detail"
      data-testid="page-promoDetail"
      aria-labelledby="promo-detail-title"
    >
      <Link to="/promotions" className="promo-back" data-testid="promo-back">
        ‹ {t('promotions.detail.back')}
      </Link>
      <h1 id="promo-detail-title" className="page-title">
        {detail.data?.title ?? t('pages.promoDetail.title')}
      </h1>
      {body}
      <ApplicationDialog
        promotion={applying}
        currencySymbol={currencySymbol}
        onClose={() => setApplying(null)}
      />
      <WheelDialog
        promotion={spinning}
        tickets={detail.data?.progress.wheel?.left}
        currencySymbol={currencySymbol}
        onClose={() => setSpinning(null)}
      />
      <RainDialog
        promotion={grabbing}
        endsAt={detail.data?.progress.rain?.live ? detail.data.progress.rain.endsAt : null}
        currencySymbol={currencySymbol}
        onClose={() => setGrabbing(null)}
      />
    </section>
  );
}

function DetailContent({
  promotion,
  handlers,
  codeInput,
}: {
  promotion: PromotionDetail;
  handlers: PromotionHandlers;
  codeInput: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const member = Boolean(useSession((s) => s.token));
  const paragraphs = rulesParagraphs(promotion.rules);
  const codeBox = member && promotion.kind === 'BONUS_CODE' && promotion.state === 'JOIN';
  return (
    <div data-testid="promo-detail" data-state={promotion.state}>
      <div className="promo-detail-meta">
        <StateBadge state={promotion.state} closedReason={promotion.closedReason} />
        <span className="promo-tag">{t(`promotions.kind.${promotion.kind}`)}</span>
        <span className="promo-card-period">{periodText(t, promotion.startsAt, promotion.endsAt)}</span>
      </div>
      <PromotionArt
        art={promotion.art}
        reward={promotion.reward}
        repeat={promotion.repeat}
        currencySymbol={handlers.currencySymbol}
        size="banner"
      />
      <p className="promo-detail-summary">{promotion.summary}</p>
      <div className="promo-detail-action">
        <PromotionAction promotion={promotion} handlers={handlers} tickets={promotion.progress.wheel?.left} />
      </div>
      {codeBox ? <BonusCodeBox currencySymbol={handlers.currencySymbol} inputRef={codeInput} /> : null}
      <div className="promo-detail-columns">
        <section className="promo-detail-section" aria-labelledby="promo-rules-title">
          <h2 id="promo-rules-title" className="promo-detail-heading">
            {t('promotions.detail.rules')}
          </h2>
          <div className="promo-rules" data-testid="promo-rules">
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <p>{t('promotions.detail.noRules')}</p>
            )}
          </div>
        </section>
        <div className="promo-detail-side">
          <section className="promo-detail-section" aria-labelledby="promo-reward-title">
            <h2 id="promo-reward-title" className="promo-detail-heading">
              {t('promotions.detail.reward')}
            </h2>
            <RewardTable promotion={promotion} currencySymbol={handlers.currencySymbol} />
          </section>
          {promotion.reward.kind === 'LUCKY_WHEEL' ? (
            <WheelPrizes reward={promotion.reward} currencySymbol={handlers.currencySymbol} />
          ) : null}
          {promotion.reward.kind === 'RAFFLE' ? (
            <RafflePrizes reward={promotion.reward} currencySymbol={handlers.currencySymbol} />
          ) : null}
          <PromotionProgress
            promotion={promotion}
            currencySymbol={handlers.currencySymbol}
            onCompleteAccount={handlers.onCompleteAccount}
            onDeposit={handlers.onDeposit}
          />
          <PromotionWinners id={promotion.id} currencySymbol={handlers.currencySymbol} />
        </div>
      </div>
    </div>
  );
}

/** The detail's stand-in while it loads: the banner's box and a few lines. */
function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="promo-detail-loading">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="promo-detail-meta">
        <span className="promo-skeleton-line promo-skeleton-meta" />
      </div>
      <div className="promo-art promo-art-banner promo-skeleton-block" aria-hidden="true" />
      <div className="promo-detail-summary" aria-hidden="true">
        <span className="promo-skeleton-line" />
        <span className="promo-skeleton-line promo-skeleton-70" />
      </div>
    </div>
  );
}

export default PromotionDetailPage;
