import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryLanesOf, type CategoryLane } from '@/shared/lib/game-categories';
import { lanesAnswer, vendorFixture as vendor } from '@/test/games-fixtures';
import { NavBar } from './nav-bar';

const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => vendor(`${prefix}${i + 1}`));

const lanes: CategoryLane[] = categoryLanesOf(
  lanesAnswer({
    LIVE: [vendor('EVO', { isHot: 1 }), vendor('SEXY', { maintenance: true })],
    RNG: many('S', 7),
    ELOTT: [vendor('TCG', { accountTypeName: 'ELOTT' })],
    LOTT: [vendor('VN', { accountTypeName: 'TCG_LOTTO_VN' }), vendor('TCG', { accountTypeName: 'LOTT' })],
    FISH: many('F', 6),
  }).data.lanes,
);

function renderNav(onVendorSelect = vi.fn()) {
  render(
    <MemoryRouter>
      <NavBar lanes={lanes} onVendorSelect={onVendorSelect} />
      <button type="button">elsewhere</button>
    </MemoryRouter>,
  );
  return onVendorSelect;
}

afterEach(() => vi.useRealTimers());

describe('navigation bar', () => {
  it('has Home, one entry per category with vendors (ELOTT and LOTT share /elott), then Promotions', () => {
    renderNav();
    const links = within(screen.getByTestId('nav-bar')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Live Casino', '/live'],
      ['Slots', '/rng'],
      ['E-Lottery', '/elott'],
      ['Fishing', '/fish'],
      ['Promotions', '/promotions'],
    ]);
    // The lottery entry lists the vendors of both lanes, each once.
    const lottery = screen.getByTestId('nav-dropdown-ELOTT');
    expect(
      within(lottery)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(['TCG', 'VN']);
    // Category icons (CSS masks, so they follow the theme's text colour).
    expect(screen.getByTestId('nav-entry-LIVE').querySelector('.nav-icon-live')).toBeTruthy();
    expect(screen.getByTestId('nav-entry-ELOTT').querySelector('.nav-icon-elottery')).toBeTruthy();
  });

  it('shows each vendor with its icon, a hot badge when isHot is 1 and a maintenance mark, and the points label', () => {
    renderNav();
    const live = screen.getByTestId('nav-dropdown-LIVE');
    const evo = within(live).getByTestId('nav-vendor-EVO');
    expect(within(evo).getByTestId('hot-badge').textContent).toBe('Hot');
    expect(evo.querySelector('img')?.getAttribute('src')).toBe('/images/vendors/evo.png');
    const sexy = within(live).getByTestId('nav-vendor-SEXY');
    expect(within(sexy).queryByTestId('hot-badge')).toBeNull();
    expect(within(sexy).getByTestId('maintenance-badge').textContent).toBe('Maintenance');
    expect(screen.getByTestId('nav-points-LIVE').textContent).toBe('Points ×0.70');
    expect(screen.getByTestId('nav-points-RNG').textContent).toBe('Points ×1.20');
    expect(screen.getByTestId('nav-points-FISH').textContent).toBe('Points ×1.20');
    expect(screen.queryByTestId('nav-points-ELOTT')).toBeNull();
  });

  it('centres the dropdown only with up to 6 vendors', () => {
    renderNav();
    expect(screen.getByTestId('nav-dropdown-FISH').dataset.align).toBe('centre'); // 6
    expect(screen.getByTestId('nav-entry-FISH').className).toContain('nav-entry-centred');
    expect(screen.getByTestId('nav-dropdown-LIVE').dataset.align).toBe('centre'); // 2
    expect(screen.getByTestId('nav-dropdown-RNG').dataset.align).toBe('wide'); // 7
    expect(screen.getByTestId('nav-entry-RNG').className).toContain('nav-entry-wide');
  });

  it('opens with the arrow button and closes 200 ms after the focus leaves it', () => {
    vi.useFakeTimers();
    renderNav();
    const toggle = screen.getByTestId('nav-toggle-LIVE');
    const dropdown = screen.getByTestId('nav-dropdown-LIVE');
    expect(dropdown.hidden).toBe(true);
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(dropdown.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(dropdown.id);

    // Focus moving inside the entry keeps it open.
    act(() => within(dropdown).getByTestId('nav-vendor-EVO').focus());
    act(() => vi.advanceTimersByTime(500));
    expect(dropdown.hidden).toBe(false);

    // Focus leaving: still open at 199 ms, closed at 200 ms.
    act(() => screen.getByText('elsewhere').focus());
    act(() => vi.advanceTimersByTime(199));
    expect(dropdown.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(dropdown.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover, stays open when the pointer comes back within 200 ms, and closes on Escape', () => {
    vi.useFakeTimers();
    renderNav();
    const entry = screen.getByTestId('nav-entry-FISH');
    const dropdown = screen.getByTestId('nav-dropdown-FISH');
    fireEvent.mouseEnter(entry);
    expect(dropdown.hidden).toBe(false);
    fireEvent.mouseLeave(entry);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseEnter(entry);
    act(() => vi.advanceTimersByTime(300));
    expect(dropdown.hidden).toBe(false);
    fireEvent.mouseLeave(entry);
    act(() => vi.advanceTimersByTime(200));
    expect(dropdown.hidden).toBe(true);

    fireEvent.click(screen.getByTestId('nav-toggle-FISH'));
    act(() => within(dropdown).getByTestId('nav-vendor-F1').focus());
    fireEvent.keyDown(within(dropdown).getByTestId('nav-vendor-F1'), { key: 'Escape' });
    expect(dropdown.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('nav-toggle-FISH'));
  });

  it('opens with ArrowDown on its arrow and walks the vendors with the arrow keys, wrapping, Home and End', () => {
    renderNav();
    const toggle = screen.getByTestId('nav-toggle-FISH');
    const dropdown = screen.getByTestId('nav-dropdown-FISH');
    const vendorButton = (id: string) => within(dropdown).getByTestId(`nav-vendor-${id}`);
    act(() => toggle.focus());
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(dropdown.hidden).toBe(false);
    expect(document.activeElement).toBe(vendorButton('F1'));
    fireEvent.keyDown(vendorButton('F1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(vendorButton('F2'));
    fireEvent.keyDown(vendorButton('F2'), { key: 'End' });
    expect(document.activeElement).toBe(vendorButton('F6'));
    fireEvent.keyDown(vendorButton('F6'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(vendorButton('F1'));
    fireEvent.keyDown(vendorButton('F1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(vendorButton('F6'));
    fireEvent.keyDown(vendorButton('F6'), { key: 'Home' });
    expect(document.activeElement).toBe(vendorButton('F1'));
    fireEvent.keyDown(vendorButton('F1'), { key: 'Escape' });
    expect(dropdown.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps a dropdown the pointer opened open when its arrow is then clicked (a tap), and closes it on the next', () => {
    renderNav();
    const entry = screen.getByTestId('nav-entry-LIVE');
    const toggle = screen.getByTestId('nav-toggle-LIVE');
    fireEvent.mouseEnter(entry);
    fireEvent.click(toggle);
    expect(screen.getByTestId('nav-dropdown-LIVE').hidden).toBe(false);
    fireEvent.click(toggle);
    expect(screen.getByTestId('nav-dropdown-LIVE').hidden).toBe(true);
  });

  it('hands the chosen vendor to the app (which launches it) and closes', () => {
    const onVendorSelect = renderNav();
    fireEvent.click(screen.getByTestId('nav-toggle-LIVE'));
    fireEvent.click(screen.getByTestId('nav-vendor-EVO'));
    expect(onVendorSelect).toHaveBeenCalledWith(
      expect.objectContaining({ vassalage: 'EVO', gameType: 'LIVE' }),
    );
    expect(screen.getByTestId('nav-dropdown-LIVE').hidden).toBe(true);
  });
});
