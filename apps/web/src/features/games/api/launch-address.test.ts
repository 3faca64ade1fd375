import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { getLaunchAddress, type LaunchQuery } from './launch-address';

const query = (gameType: LaunchQuery['gameType']): LaunchQuery => ({
  gameType,
  vassalage: 'HPVP',
  gameCode: 'HOLDEM1',
  nodeId: 7,
  platform: 'html5-desktop',
  launchMode: 'GLS',
  accountType: 1,
  clientType: 3,
  language: 'EN',
});

afterEach(() => vi.unstubAllGlobals());

describe('getLaunchAddress', () => {
  it('launches a PVP game through the PVP launch route, with the same query', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      pvpLaunch: () => ({ content: { game_url: '/hv/pvp/play/holdem1?t=abc' } }),
    });
    expect(await getLaunchAddress(query('PVP'))).toBe('/hv/pvp/play/holdem1?t=abc');
    const [request] = requestsTo(fetchMock, 'pvpLaunch');
    expect(request!.url.pathname).toBe('/wps/game/launchGame');
    expect(request!.url.searchParams.get('gameCode')).toBe('HOLDEM1');
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(0);
  });

  it('launches every other game through the launch address route', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      launchAddress: () => ({ content: { game_url: '', game_url2: '/hv/play/slot?t=abc' } }),
    });
    expect(await getLaunchAddress(query('RNG'))).toBe('/hv/play/slot?t=abc');
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'pvpLaunch')).toHaveLength(0);
  });
});
