import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const detail = {
  profile: {
    ...{ username: 'sub1', nickname: null, payeeName: null, email: null, dialingCode: null, mobileNum: null },
    ...{ birthday: null, language: 'EN', kind: 'PLAYER', vip: 'VIP0', rankLevel: 0, labels: [] },
    ...{ affiliateCode: null, referralCode: 'REF1', registeredAt: Date.UTC(2026, 0, 2), registerIp: null },
    ...{ firstLoginAt: null, lastLoginAt: null, lastLoginIp: null },
  },
  status: {
    status: 'ACTIVE',
    locked: false,
    agentOnly: false,
    trial: false,
    loginLockedUntil: null,
    openSessions: 0,
  },
  uplines: [],
  downlines: { list: [], totalCount: 0 },
  wallets: { sum: 0, currency: 'PHP', list: [] },
  bankCards: [],
};
const tree = {
  username: 'sub1',
  type: 1,
  uplines: [
    { username: 'topagent', type: 1, depth: 2 },
    { username: 'midagent', type: 1, depth: 1 },
  ],
  directDownlines: 3,
  teamSize: 17,
};

describe('agent tree panel', () => {
  it('shows the upline chain from the top with links, and the team figures', async () => {
    renderConsole('/players/sub1', {
      role: 'support',
      answers: {
        'GET /ops/players/detail': { value: detail },
        'GET /ops/players/agentTree': { value: tree },
      },
    });
    const chain = await screen.findByRole('navigation', { name: 'Upline chain' }, { timeout: 5000 });
    const links = within(chain).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['topagent', 'midagent']);
    expect(links[0]!.getAttribute('href')).toBe('/players/topagent');
    const team = screen.getByRole('region', { name: 'Team' });
    expect(within(team).getByText('17')).toBeTruthy();
    expect(within(team).getByText('3')).toBeTruthy();
  });

  it('says so when the player is at the top', async () => {
    renderConsole('/players/sub1', {
      answers: {
        'GET /ops/players/detail': { value: detail },
        'GET /ops/players/agentTree': { value: { ...tree, uplines: [], directDownlines: 0, teamSize: 0 } },
      },
    });
    expect(await screen.findByText('Top of the tree: this player has no upline.')).toBeTruthy();
  });

  it('shows an error in the panel when the tree cannot be read', async () => {
    renderConsole('/players/sub1', {
      answers: {
        'GET /ops/players/detail': { value: detail },
        'GET /ops/players/agentTree': { errorCode: 'not.found', status: 404 },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Agent tree' });
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect(within(panel).queryByRole('navigation')).toBeNull();
  });
});
