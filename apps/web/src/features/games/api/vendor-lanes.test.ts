import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveData, statusFixture, stubApi } from '@/test/fixtures';
import { lanesAnswer, vendorFixture } from '@/test/games-fixtures';

/** Fresh copies of the module: the adopted lanes are kept per page load. */
const load = async () => {
  vi.resetModules();
  return import('./vendor-lanes');
};
const inline = (text: string) => serveData('boot-lanes', text);

afterEach(() => {
  document.getElementById('boot-lanes')?.remove();
  vi.unstubAllGlobals();
});

describe('the lanes the served document carries (issue 11)', () => {
  it('are the first lanes answer: no call, element consumed', async () => {
    const fetchMock = stubApi(statusFixture(), [], {
      vendorLanes: () => lanesAnswer({ FISH: [vendorFixture('ASKED')] }),
    });
    inline(JSON.stringify(lanesAnswer({ RNG: [vendorFixture('HOUSE')] })));
    const { adoptInlinedLanes, lanesQuery } = await load();
    adoptInlinedLanes();
    const answer = await new QueryClient().ensureQueryData(lanesQuery);
    expect(answer.data.lanes.map((lane) => lane.cards[0]!.vassalage)).toEqual(['HOUSE']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('boot-lanes')).toBeNull();
  });

  it('are asked for when the document carries none or they are unreadable', async () => {
    stubApi(statusFixture(), [], { vendorLanes: () => lanesAnswer({ FISH: [vendorFixture('ASKED')] }) });
    inline('{not json');
    const { adoptInlinedLanes, lanesQuery } = await load();
    adoptInlinedLanes();
    const answer = await new QueryClient().ensureQueryData(lanesQuery);
    expect(answer.data.lanes.map((lane) => lane.cards[0]!.vassalage)).toEqual(['ASKED']);
  });
});
