import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberRow } from '@bet/contracts/agent/agent-team';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useTeamMembers } from '../api/team-members';
import { TransferDownlineDialog, type DownlineTransferDone } from './transfer-downline-dialog';
import './team-management.css';

/**
 * Team management (spec §2): my direct downlines, drill-down through the tree with a breadcrumb
 * (from the server, me first), and a search by username at any depth under me. A direct
 * downline's row can receive a transfer from my main wallet (the server checks it is mine).
 */
interface TeamManagementPanelProps {
  /** Open team betting filtered to this member. */
  onSeeReports?: (username: string) => void;
  /** Offer a contract to this direct downline agent (the app opens the contract dialog). */
  onOfferContract?: (username: string) => void;
}

export function TeamManagementPanel({ onSeeReports, onOfferContract }: TeamManagementPanelProps = {}) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<TeamMemberRow | null>(null);
  const [transferred, setTransferred] = useState<DownlineTransferDone | null>(null);
  const members = useTeamMembers({
    pageNo,
    pageSize: 20,
    parent: searching ? undefined : parent,
    username: searching,
  });
  const openLevel = (username: string | undefined) => {
    setParent(username);
    setSearching(undefined);
    setSearch('');
    setPageNo(1);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearching(search.trim() || undefined);
    setPageNo(1);
  };
  const crumbs = members.data?.breadcrumb ?? [];
  const rows = members.data?.list ?? [];
  // Transfer to downline is always there for a direct downline; the rest when the app wires them.
  const actions = Boolean(onSeeReports || onOfferContract) || rows.some((row) => row.depth === 1);
  return (
    <div className="agent-team" data-testid="agent-team-management">
      <form className="agent-team-search" role="search" onSubmit={onSearch}>
        <label htmlFor="agent-team-search">{t('agentCentre.team.search')}</label>
        <input
          id="agent-team-search"
          value={search}
          maxLength={64}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="agent-team-search"
        />
        <Button type="submit" data-testid="agent-team-search-submit">
          {t('agentCentre.team.searchButton')}
        </Button>
      </form>
      <nav aria-label={t('agentCentre.team.breadcrumb')} className="agent-breadcrumb">
        <ol data-testid="agent-breadcrumb">
          {searching ? (
            <li>{t('agentCentre.team.results', { username: searching })}</li>
          ) : (
            crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.username}>
                  {last ? (
                    <span aria-current="location">{crumb.username}</span>
                  ) : (
                    <button type="button" onClick={() => openLevel(index === 0 ? undefined : crumb.username)}>
                      {crumb.username}
                    </button>
                  )}
                </li>
              );
            })
          )}
        </ol>
      </nav>
      {transferred ? (
        <FormAlert tone="success" testId="agent-transfer-done">
          {t('agentCentre.transfer.done', {
            amount: formatAmount(transferred.amount),
            username: transferred.username,
            balance: formatAmount(transferred.balance),
          })}
        </FormAlert>
      ) : null}
      <RecordsState
        isPending={members.isPending}
        error={members.error}
        empty={rows.length === 0}
        emptyText={t('agentCentre.team.empty')}
        onRetry={() => void members.refetch()}
      >
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid="agent-team-table">
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.team.username')}</th>
                <th scope="col">{t('agentCentre.team.type')}</th>
                <th scope="col">{t('agentCentre.team.teamSize')}</th>
                <th scope="col">{t('agentCentre.team.balance')}</th>
                <th scope="col">{t('agentCentre.team.lastLogin')}</th>
                <th scope="col">{t('agentCentre.team.status')}</th>
                {actions ? <th scope="col">{t('agentCentre.team.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row: TeamMemberRow) => (
                <tr key={row.username} data-testid={`agent-team-row-${row.username}`}>
                  <th scope="row">
                    {row.directCount > 0 ? (
                      <button
                        type="button"
                        className="agent-link"
                        onClick={() => openLevel(row.username)}
                        aria-label={t('agentCentre.team.openDownlines', { username: row.username })}
                        data-testid={`agent-drill-${row.username}`}
                      >
                        {row.username}
                      </button>
                    ) : (
                      row.username
                    )}
                  </th>
                  <td>{t(row.isAgent ? 'agentCentre.team.agent' : 'agentCentre.team.player')}</td>
                  <td>{row.teamSize}</td>
                  <td className="num">{formatAmount(row.balance)}</td>
                  <td>
                    {row.lastLoginAt === null ? t('agentCentre.team.never') : formatDateTime(row.lastLoginAt)}
                  </td>
                  <td>
                    <span className={`agent-status ${row.status}`}>
                      {t(`agentCentre.team.statuses.${row.status}`)}
                    </span>
                  </td>
                  {actions ? (
                    <td>
                      <span className="agent-row-actions">
                        {row.depth === 1 ? (
                          <button
                            type="button"
                            className="agent-link"
                            onClick={() => {
                              setTransferred(null);
                              setTransferTo(row);
                            }}
                            aria-label={t('agentCentre.transfer.actionOf', { username: row.username })}
                            data-testid={`agent-transfer-${row.username}`}
                          >
                            {t('agentCentre.transfer.action')}
                          </button>
                        ) : null}
                        {onSeeReports ? (
                          <button
                            type="button"
                            className="agent-link"
                            onClick={() => onSeeReports(row.username)}
                            aria-label={t('agentCentre.team.seeReportsOf', { username: row.username })}
                            data-testid={`agent-reports-${row.username}`}
                          >
                            {t('agentCentre.team.seeReports')}
                          </button>
                        ) : null}
                        {onOfferContract && row.isAgent && row.depth === 1 ? (
                          <button
                            type="button"
                            className="agent-link"
                            onClick={() => onOfferContract(row.username)}
                            aria-label={t('agentCentre.team.offerContractTo', { username: row.username })}
                            data-testid={`agent-offer-${row.username}`}
                          >
                            {t('agentCentre.register.offerContract')}
                          </button>
                        ) : null}
                      </span>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={pageNo}
          totalPages={members.data?.totalPages ?? 1}
          onChange={setPageNo}
          busy={members.isFetching}
          testId="agent-team-pager"
        />
      </RecordsState>
      {transferTo ? (
        <TransferDownlineDialog
          username={transferTo.username}
          downlineBalance={transferTo.balance}
          onClose={() => setTransferTo(null)}
          onDone={(done) => {
            setTransferTo(null);
            setTransferred(done);
          }}
        />
      ) : null}
    </div>
  );
}
