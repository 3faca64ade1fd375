import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_ACTIVE_DAYS, type ReferralFriend } from '@bet/contracts/referral/referral';
import { EmptyState } from '@/shared/ui/page-shell';
import { formatDay, referralMoney } from '../lib/referral-format';
import { None } from './referral-none';

/** The columns after the friend's name (`referral.friends.<column>` is the heading). */
const COLUMNS = ['registeredAt', 'status', 'tiersReached', 'rewarded'] as const;
type Column = (typeof COLUMNS)[number];

/** Rows of the stand-in while the summary loads. */
const SKELETON_ROWS = 3;

interface ReferralFriendsProps {
  /** The latest friends (masked), or undefined while they load. */
  list: ReferralFriend[] | undefined;
  /** Every friend the player has (the list shows the latest ones). */
  total: number;
  currencySymbol: string;
}

/** The friend's status as a badge: its word, with a colour and a mark for each. */
function StatusBadge({ status }: { status: ReferralFriend['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`referral-status referral-status-${status}`}>
      <span className="referral-status-mark" aria-hidden="true" />
      {t(`referral.friends.statuses.${status}`)}
    </span>
  );
}

/**
 * The player's friends, newest first: the masked name, the day they signed up, their status
 * (signed up, deposited, active), the tiers they have earned the player and what those paid.
 * Before the first friend: how friends get here. A card of label–value lines per friend on a phone.
 */
export function ReferralFriends({ list, total, currencySymbol }: ReferralFriendsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = (column: Column) => t(`referral.friends.${column}`);
  const cells = (friend: ReferralFriend): Record<Column, ReactNode> => ({
    registeredAt: formatDay(friend.registeredAt),
    status: <StatusBadge status={friend.status} />,
    tiersReached:
      friend.tiersReached.length > 0 ? (
        [...friend.tiersReached]
          .sort((a, b) => a - b)
          .map((tier) => t('referral.tiers.tierN', { tier }))
          .join(', ')
      ) : (
        <None />
      ),
    rewarded: friend.rewarded > 0 ? referralMoney(currencySymbol, friend.rewarded) : <None />,
  });

  const body = () => {
    if (list?.length === 0)
      return (
        <div data-testid="referral-friends-empty">
          <EmptyState>{t('referral.friends.empty')}</EmptyState>
        </div>
      );
    return (
      <div className="referral-table-wrap">
        <table
          className="referral-table referral-friends"
          data-testid={list ? 'referral-friends' : 'referral-friends-loading'}
          aria-busy={list ? undefined : true}
        >
          <caption className="visually-hidden">{t('referral.friends.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('referral.friends.name')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'rewarded' ? 'num' : undefined}>
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list
              ? list.map((friend, index) => {
                  const values = cells(friend);
                  return (
                    <tr key={index} data-testid={`referral-friend-${index + 1}`}>
                      <th
                        scope="row"
                        className="referral-friend-name"
                        data-testid={`referral-friend-${index + 1}-name`}
                      >
                        {friend.name}
                      </th>
                      {COLUMNS.map((column) => (
                        <td
                          key={column}
                          className={column === 'rewarded' ? 'num' : undefined}
                          data-label={label(column)}
                          data-testid={`referral-friend-${index + 1}-${column}`}
                        >
                          {values[column]}
                        </td>
                      ))}
                    </tr>
                  );
                })
              : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    <th scope="row">
                      <span className="referral-skeleton-line referral-cell-skeleton" />
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} data-label={label(column)}>
                        <span className="referral-skeleton-line referral-cell-skeleton" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className="referral-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="referral-section-title">
        {t('referral.friends.title')}
      </h4>
      {body()}
      {list && list.length > 0 ? (
        <p className="referral-note" data-testid="referral-friends-note">
          {list.length < total ? `${t('referral.friends.shown', { shown: list.length, total })} ` : null}
          {t('referral.friends.activeHint', { count: REFERRAL_ACTIVE_DAYS })}
        </p>
      ) : null}
    </section>
  );
}
