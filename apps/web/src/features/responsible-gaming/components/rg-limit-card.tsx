import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLimit } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { limitFigure, limitNameKey, type LimitSlot } from '../lib/rg-format';

interface RgLimitCardProps {
  slot: LimitSlot;
  /** The player's limit of this slot; none set when undefined. */
  limit: PlayerLimit | undefined;
  currencySymbol: string;
  /** When this login started: the session limit counts from it. */
  sessionStartedAt: number;
  /** Picks this limit in the form below the cards. */
  onEdit: (slot: LimitSlot) => void;
  onCancelPending: (slot: LimitSlot) => void;
  cancelling: boolean;
}

/**
 * One limit: its value, a bar of what is used, used and left in the period, when the period resets,
 * and a raise or removal still waiting its 24 hours with a button to cancel it.
 */
export function RgLimitCard(props: RgLimitCardProps) {
  const { slot, limit, currencySymbol, sessionStartedAt, onEdit, onCancelPending, cancelling } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const id = `${slot.kind}-${slot.period}`;
  const name = t(limitNameKey(slot));
  const figure = (value: number) => limitFigure(t, slot.kind, value, currencySymbol);

  return (
    <article
      className={limit ? 'rg-limit-card is-set' : 'rg-limit-card'}
      aria-labelledby={titleId}
      data-testid={`rg-limit-${id}`}
    >
      <h5 id={titleId} className="rg-limit-title">
        {name}
      </h5>
      {limit ? (
        <>
          <p className="rg-limit-value" data-testid={`rg-limit-${id}-value`}>
            {figure(limit.value)}
          </p>
          {/* A native bar: its value is read out, and it needs no inline width. */}
          <progress
            className="rg-bar"
            max={Math.max(limit.value, 1)}
            value={Math.min(Math.max(limit.used, 0), Math.max(limit.value, 1))}
            aria-label={t('responsibleGaming.limits.usage', {
              used: figure(limit.used),
              value: figure(limit.value),
            })}
          />
          <dl className="rg-limit-figures">
            <div>
              <dt>{t('responsibleGaming.limits.used')}</dt>
              <dd data-testid={`rg-limit-${id}-used`}>{figure(limit.used)}</dd>
            </div>
            <div>
              <dt>{t('responsibleGaming.limits.left')}</dt>
              <dd data-testid={`rg-limit-${id}-left`}>{figure(limit.left)}</dd>
            </div>
          </dl>
          <p className="rg-limit-meta" data-testid={`rg-limit-${id}-resets`}>
            {limit.resetsAt === null
              ? t('responsibleGaming.limits.sessionStarted', { at: formatDateTime(sessionStartedAt) })
              : t('responsibleGaming.limits.resets', { at: formatDateTime(limit.resetsAt) })}
          </p>
          {limit.pending ? (
            <div className="rg-pending" data-testid={`rg-pending-${id}`}>
              <p className="rg-pending-text">
                {limit.pending.value === null
                  ? t('responsibleGaming.limits.pendingRemove', {
                      at: formatDateTime(limit.pending.effectiveAt),
                    })
                  : t('responsibleGaming.limits.pendingRaise', {
                      value: figure(limit.pending.value),
                      at: formatDateTime(limit.pending.effectiveAt),
                    })}
              </p>
              <Button
                size="sm"
                variant="secondary"
                className="rg-wrap"
                disabled={cancelling}
                onClick={() => onCancelPending(slot)}
                aria-label={t('responsibleGaming.limits.cancelLabel', { limit: name })}
                data-testid={`rg-pending-cancel-${id}`}
              >
                {t('responsibleGaming.limits.cancel')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p className="rg-limit-none">{t('responsibleGaming.limits.none')}</p>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="rg-limit-edit rg-wrap"
        onClick={() => onEdit(slot)}
        aria-label={t(limit ? 'responsibleGaming.limits.changeLabel' : 'responsibleGaming.limits.setLabel', {
          limit: name,
        })}
        data-testid={`rg-limit-edit-${id}`}
      >
        {t(limit ? 'responsibleGaming.limits.change' : 'responsibleGaming.limits.set')}
      </Button>
    </article>
  );
}
