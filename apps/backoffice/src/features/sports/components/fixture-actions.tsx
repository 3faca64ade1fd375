import { useTranslation } from 'react-i18next';
import type { OperatorSportsEvent } from '@bet/contracts/operator/operator-sports';
import { Can } from '@/shared/auth/can';
import { Button } from '@/shared/ui/button';
import { isActionable } from './fixture-cells';

export type FixtureAction = 'score' | 'suspend' | 'settle' | 'void';

/**
 * A fixture's actions, each for the roles that may take it: the live score and suspending
 * (configure), settling and voiding (moveMoney). Virtual and closed fixtures have none; the score
 * and settling wait for the kick-off. Each button's name says the match (read out of the table).
 */
export function FixtureActions({
  event,
  busy,
  onAction,
}: {
  event: OperatorSportsEvent;
  busy: boolean;
  onAction: (action: FixtureAction, event: OperatorSportsEvent) => void;
}) {
  const { t } = useTranslation('sports');
  if (!isActionable(event)) return null;
  const live = event.status === 'LIVE';
  // The match after the verb, for screen readers (the row says it to the eye); the space stays a
  // text node so the button's name reads "Settle Home v Away".
  const match = (
    <>
      {' '}
      <span className="visually-hidden">{t('versus', { home: event.home, away: event.away })}</span>
    </>
  );
  return (
    <div className="row-actions sports-actions">
      <Can permission="configure">
        {live && (
          <Button onClick={() => onAction('score', event)}>
            {t('actions.score')}
            {match}
          </Button>
        )}
        <Button busy={busy} onClick={() => onAction('suspend', event)}>
          {t(event.suspended ? 'actions.resume' : 'actions.suspend')}
          {match}
        </Button>
      </Can>
      <Can permission="moveMoney">
        {live && (
          <Button variant="primary" onClick={() => onAction('settle', event)}>
            {t('actions.settle')}
            {match}
          </Button>
        )}
        <Button variant="danger" onClick={() => onAction('void', event)}>
          {t('actions.void')}
          {match}
        </Button>
      </Can>
    </div>
  );
}
