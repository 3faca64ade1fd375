import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { RgPlayerDetail } from '@bet/contracts/operator/operator-responsible-gaming';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { PageHeader, Panel } from '@/shared/ui/panel';
import { rgPlayerKey, useRgPlayer } from '../api/rg-player';
import { inForce } from '../lib/rg-format';
import { RG_KEY } from '../lib/rg-key';
import { AddExclusionForm } from './add-exclusion-form';
import { ExclusionsTable, PlayerRefusalsTable } from './rg-exclusion-tables';
import { ChangesTable, LimitsTable } from './rg-limit-tables';
import { PlayerReviewsTable } from './rg-player-reviews-table';
import './responsible-gaming.css';

/**
 * The player's detail as read at `asOf`: the reviews markers of harm opened, limits, their
 * history, exclusions (never removable), refusals; the form to add a self-exclusion for
 * `playerStatus`.
 */
function PlayerDetail({
  player,
  asOf,
  onAdded,
}: {
  player: RgPlayerDetail;
  asOf: number;
  onAdded: (answer: RgPlayerDetail) => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const { username } = player;
  const current = player.exclusions.find((e) => inForce(e, asOf));
  return (
    <div data-testid="bo-rg-detail">
      {current && (
        <Notice tone="warning">
          {t(
            current.endsAt === null
              ? 'player.excludedNowPermanent'
              : !current.awaitingReturn
                ? 'player.excludedNow'
                : current.returnAt === null
                  ? 'player.awaitingReturn'
                  : 'player.returning',
            {
              kind: t(`exclusion.kind.${current.kind}`),
              end: formatDateTime(current.endsAt),
              returnAt: formatDateTime(current.returnAt),
            },
          )}
        </Notice>
      )}
      <Panel title={t('player.reviews')}>
        <PlayerReviewsTable username={username} reviews={player.reviews} />
      </Panel>
      <Panel title={t('limits.title')}>
        <p className="rg-note">{t('limits.note')}</p>
        <LimitsTable username={username} limits={player.limits} />
      </Panel>
      <Panel title={t('history.title')}>
        <ChangesTable username={username} changes={player.changes} asOf={asOf} />
      </Panel>
      <Panel title={t('exclusions.title')}>
        <p className="rg-note">{t('exclusions.note')}</p>
        <ExclusionsTable username={username} exclusions={player.exclusions} asOf={asOf} />
      </Panel>
      <Can permission="playerStatus">
        <Panel title={t('add.title')} className="rg-add">
          <AddExclusionForm memberId={player.memberId} username={username} onDone={onAdded} />
        </Panel>
      </Can>
      <Panel title={t('player.refusals')}>
        <PlayerRefusalsTable username={username} refusals={player.refusals} />
      </Panel>
    </div>
  );
}

/**
 * One player's responsible gaming: every role reads it; `playerStatus` adds a self-exclusion and
 * sees the detail as the server answers it after. The list's filters are kept for the way back.
 */
export function RgPlayerPage() {
  const { t } = useTranslation('responsible-gaming');
  const memberId = useParams().memberId ?? '';
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const client = useQueryClient();
  const player = useRgPlayer(memberId);
  const [done, setDone] = useState<string | null>(null);
  const username = player.data?.username;

  const added = (answer: RgPlayerDetail) => {
    client.setQueryData(rgPlayerKey(memberId), answer);
    // The list's exclusion column and counts read again; this detail is the server's answer.
    void client.invalidateQueries({
      queryKey: RG_KEY,
      predicate: (q) => q.queryKey[2] !== 'player',
    });
    const current = answer.exclusions.find((e) => inForce(e));
    const end = current?.endsAt ?? null;
    setDone(
      t(end === null ? 'add.donePermanent' : 'add.done', {
        username: answer.username,
        end: formatDateTime(end),
      }),
    );
  };

  return (
    <>
      <PageHeader
        title={username ? t('player.title', { username }) : t('title')}
        actions={
          <>
            {username && <Link to={`/players/${encodeURIComponent(username)}`}>{t('player.profile')}</Link>}
            <Link to={`/responsible-gaming${from}`}>{t('player.back')}</Link>
          </>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      {player.error && <Notice tone="error">{errorText(t, player.error)}</Notice>}
      {player.isPending && <p className="muted">{t('common:loading')}</p>}
      {player.data && <PlayerDetail player={player.data} asOf={player.dataUpdatedAt} onAdded={added} />}
    </>
  );
}
