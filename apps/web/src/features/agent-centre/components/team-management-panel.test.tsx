import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMemberRow, TeamMembersResponse } from '@bet/contracts/agent/agent-team';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { clearClientMock } from '@/test/identity-mocks';
import { TeamManagementPanel } from './team-management-panel';

// The transfer call is encrypted with the status key; here bodies travel in clear for the stub.
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const row = (username: string, depth: number, directCount: number): TeamMemberRow => ({
  username,
  nickname: null,
  type: directCount > 0 ? 1 : 0,
  isAgent: directCount > 0,
  depth,
  directCount,
  teamSize: directCount,
  balance: 12.5,
  lastLoginAt: null,
  status: 'active',
  registeredAt: 0,
});

/** A tree demoagent → agentA → agentB → player1, answered by parent like the server does. */
const tree: Record<string, TeamMemberRow[]> = {
  demoagent: [row('agentA', 1, 1)],
  agentA: [row('agentB', 2, 1)],
  agentB: [row('player1', 3, 0)],
};
const chain = ['demoagent', 'agentA', 'agentB'];
const answer = (url: URL): TeamMembersResponse => {
  const search = url.searchParams.get('username');
  const parent = url.searchParams.get('parent') ?? 'demoagent';
  const list = search
    ? Object.values(tree)
        .flat()
        .filter((r) => r.username.includes(search))
    : (tree[parent] ?? []);
  const crumbs = search ? ['demoagent'] : chain.slice(0, chain.indexOf(parent) + 1);
  return {
    list,
    totalCount: list.length,
    totalPages: 1,
    pageNo: 1,
    breadcrumb: crumbs.map((username, depth) => ({ username, depth })),
  };
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamManagementPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('TeamManagementPanel', () => {
  it('drills down through the tree and back up with the breadcrumb', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, { teamMembers: ({ url }) => answer(url) });
    show();
    fireEvent.click(await screen.findByTestId('agent-drill-agentA'));
    fireEvent.click(await screen.findByTestId('agent-drill-agentB'));
    await screen.findByTestId('agent-team-row-player1');
    const crumbs = () => within(screen.getByTestId('agent-breadcrumb')).getAllByRole('listitem');
    expect(crumbs().map((li) => li.textContent)).toEqual(['demoagent', 'agentA', 'agentB']);
    fireEvent.click(within(crumbs()[1]!).getByRole('button'));
    await screen.findByTestId('agent-team-row-agentB');
    fireEvent.click(within(crumbs()[0]!).getByRole('button'));
    await screen.findByTestId('agent-team-row-agentA');
    // Going back up may refresh the cached levels; the way down asked for each level once, in order.
    expect(
      requestsTo(fetchMock, 'teamMembers')
        .map((r) => r.url.searchParams.get('parent'))
        .slice(0, 3),
    ).toEqual([null, 'agentA', 'agentB']);
  });

  it('searches by username at any depth', async () => {
    stubApi(statusFixture(), undefined, { teamMembers: ({ url }) => answer(url) });
    show();
    await screen.findByTestId('agent-team-row-agentA');
    fireEvent.change(screen.getByTestId('agent-team-search'), { target: { value: 'player' } });
    fireEvent.click(screen.getByTestId('agent-team-search-submit'));
    await waitFor(() => expect(screen.getByTestId('agent-team-row-player1')).toBeTruthy());
  });

  it('offers a contract to a direct downline agent only, and opens the reports of any member', async () => {
    stubApi(statusFixture(), undefined, { teamMembers: ({ url }) => answer(url) });
    const onSeeReports = vi.fn();
    const onOfferContract = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TeamManagementPanel onSeeReports={onSeeReports} onOfferContract={onOfferContract} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('agent-offer-agentA'));
    expect(onOfferContract).toHaveBeenCalledWith('agentA');
    fireEvent.click(screen.getByTestId('agent-drill-agentA'));
    await screen.findByTestId('agent-team-row-agentB');
    expect(screen.queryByTestId('agent-offer-agentB')).toBeNull();
    fireEvent.click(screen.getByTestId('agent-reports-agentB'));
    expect(onSeeReports).toHaveBeenCalledWith('agentB');
  });

  it('transfers to a direct downline only, then shows my new balance and the downline balance', async () => {
    let agentABalance = 12.5;
    const fetchMock = stubApi(statusFixture(), undefined, {
      teamMembers: ({ url }) => {
        const page = answer(url);
        return {
          ...page,
          list: page.list.map((r) => (r.username === 'agentA' ? { ...r, balance: agentABalance } : r)),
        };
      },
      transferDownline: ({ body }) => {
        agentABalance += body.amount;
        return { transferId: '7', balance: 1980 };
      },
    });
    show();
    const row = await screen.findByTestId('agent-team-row-agentA');
    expect(within(row).getByRole('cell', { name: '12.50' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Transfer money to agentA' }));
    const dialog = await screen.findByTestId('agent-transfer-dialog');
    expect(dialog.textContent).toContain('Transfer to agentA');
    fireEvent.change(screen.getByTestId('agent-transfer-amount'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('agent-transfer-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    expect((await screen.findByTestId('agent-transfer-done')).textContent).toBe(
      '20.00 has been sent to agentA. Your balance is now 1,980.00.',
    );
    expect(screen.queryByTestId('agent-transfer-dialog')).toBeNull();
    expect(requestsTo(fetchMock, 'transferDownline')[0]?.body).toMatchObject({
      downline: 'agentA',
      amount: 20,
    });
    // The team list asked again and shows the downline's new balance.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('agent-team-row-agentA')).getByRole('cell', { name: '32.50' }),
      ).toBeTruthy(),
    );
    // A member further down is not mine to pay: no transfer on its row.
    fireEvent.click(screen.getByTestId('agent-drill-agentA'));
    await screen.findByTestId('agent-team-row-agentB');
    expect(screen.queryByTestId('agent-transfer-agentB')).toBeNull();
  });
});
