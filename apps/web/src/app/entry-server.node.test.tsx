// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositCard, wheelCard } from '@/features/promotions/components/promotion-fixtures';
import { statusFixture } from '@/test/fixtures';
import { lanesAnswer, vendorFixture } from '@/test/games-fixtures';
import { renderPage } from './entry-server';

/**
 * The server build runs in Node, without `document` or `window`: a part of a drawn page that reads
 * one throws there, and React quietly leaves that part for the browser to draw (`<!--$!-->`) — the
 * page then paints its largest part only after its script has run. This draws the public pages
 * here, in Node, as the server does.
 */
const LANES = lanesAnswer({ RNG: [vendorFixture('HOUSE')] });

describe('the server render in Node', () => {
  it.each(['/', '/noticePage', '/help', '/join'])('draws %s whole', async (path) => {
    const html = await renderPage(path, statusFixture(), LANES);
    expect(html).toContain('data-testid="site-header"');
    expect(html).not.toContain('<!--$!-->');
  });

  it('draws the promotions page whole with its cards, their days in UTC', async () => {
    const list = [depositCard(1, { startsAt: Date.UTC(2026, 2, 1, 23, 30), endsAt: null }), wheelCard(2)];
    const html = await renderPage('/promotions', statusFixture(), LANES, {
      promotions: { list, kinds: ['DEPOSIT_BONUS', 'LUCKY_WHEEL'] },
    });
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('Welcome bonus 1');
    expect(html).toContain('From Mar 1, 2026');
  });
});
