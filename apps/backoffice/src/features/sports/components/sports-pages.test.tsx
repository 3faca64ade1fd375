import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const MATCH = 'Manila Royals v Cebu Mariners';
const markets = [
  {
    kind: '1X2',
    line: 0,
    selections: [
      { code: 'HOME', odds: 2150 },
      { code: 'DRAW', odds: 3400 },
      { code: 'AWAY', odds: 3100 },
    ],
  },
  {
    kind: 'HANDICAP',
    line: -15,
    selections: [
      { code: 'HOME', odds: 1950 },
      { code: 'AWAY', odds: 1850 },
    ],
  },
  {
    kind: 'TOTAL',
    line: 25,
    selections: [
      { code: 'OVER', odds: 1900 },
      { code: 'UNDER', odds: null },
    ],
  },
];
const fixture = (id: string, extra: object = {}) => ({
  id,
  sport: 'FOOTBALL',
  league: 'Archipelago League',
  home: 'Manila Royals',
  away: 'Cebu Mariners',
  startsAt: Date.UTC(2026, 11, 5, 12, 0),
  virtual: false,
  status: 'LIVE',
  suspended: false,
  minute: 34,
  score: { home: 1, away: 0 },
  markets,
  homeXg: 1.6,
  awayXg: 1.1,
  ...extra,
});
const list = [
  fixture('1'),
  fixture('2', { home: 'Virtual Lions', away: 'Virtual Tigers', virtual: true, sport: 'VFOOTBALL' }),
  fixture('3', {
    home: 'Davao Eagles',
    away: 'Iloilo Sharks',
    status: 'PRE',
    minute: null,
    score: { home: 0, away: 0 },
    suspended: true,
  }),
];
const page = { value: { list, totalCount: 3, totalPages: 1, pageNo: 1 } };
/** An element whose whole text is `text` (a cell's parts sit in several elements). */
const whole = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && element.tagName === 'SPAN';
const listUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/ops/sports/events?'));
const rowOf = async (text: string) => {
  const table = await screen.findByRole('region', { name: 'Fixtures of the Sports book' });
  return (await within(table).findByText(text, { selector: 'td' })).closest('tr')!;
};

describe('sportsbook pages', () => {
  it('lists a book’s fixtures with prices, state and expected goals; virtual ones take no actions', async () => {
    const { fetchMock } = renderConsole('/sports', { answers: { 'GET /ops/sports/events': page } });
    const live = await rowOf(MATCH);
    expect(within(live).getByText('Live 34′')).toBeTruthy();
    expect(within(live).getByText('1–0')).toBeTruthy();
    expect(within(live).getByText(whole('1 2.15'))).toBeTruthy();
    expect(within(live).getByText(whole('X 3.40'))).toBeTruthy();
    expect(within(live).getByText('−1.5')).toBeTruthy();
    expect(within(live).getByText('2.5')).toBeTruthy();
    expect(within(live).getByText(whole('Under —'))).toBeTruthy();
    expect(within(live).getByText('1.60 – 1.10')).toBeTruthy();
    for (const action of ['Score', 'Suspend', 'Settle', 'Void'])
      expect(within(live).getByRole('button', { name: `${action} ${MATCH}` })).toBeTruthy();

    const virtual = await rowOf('Virtual Lions v Virtual Tigers');
    expect(within(virtual).getByText('Virtual')).toBeTruthy();
    expect(within(virtual).queryByRole('button')).toBeNull();

    // before kick-off: no score and no settling yet; suspended, so it resumes
    const pre = await rowOf('Davao Eagles v Iloilo Sharks');
    expect(within(pre).getByText('Pre-match')).toBeTruthy();
    expect(within(pre).getByText('Suspended')).toBeTruthy();
    expect(
      within(pre)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resume Davao Eagles v Iloilo Sharks', 'Void Davao Eagles v Iloilo Sharks']);
    expect(listUrls(fetchMock)[0]).toContain('book=SPORTS');
    expect(listUrls(fetchMock)[0]).toContain('status=OPEN');

    fireEvent.change(screen.getByLabelText('Fixtures'), { target: { value: 'SETTLED' } });
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('status=SETTLED'));
    fireEvent.click(screen.getByRole('tab', { name: 'E-sports' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('book=ESPORTS'));
    expect(screen.getByRole('tab', { name: 'E-sports' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Fixtures of the E-sports book' })).toBeTruthy();
  });

  it('creates a fixture: the contract checks the form, the kick-off goes as epoch ms, a refusal is translated', async () => {
    const sent: unknown[] = [];
    renderConsole('/sports', {
      answers: {
        'GET /ops/sports/events': page,
        'POST /ops/sports/events': (body) => {
          sent.push(body);
          return sent.length === 1
            ? { errorCode: 'sports.event.invalid' }
            : { value: fixture('9', { status: 'PRE', minute: null }) };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fixture' });
    const kickOff = '2031-03-04T18:30';
    fireEvent.change(within(dialog).getByLabelText('League'), { target: { value: 'Archipelago League' } });
    fireEvent.change(within(dialog).getByLabelText('Home team'), { target: { value: 'Manila Royals' } });
    fireEvent.change(within(dialog).getByLabelText('Away team'), { target: { value: 'Manila Royals' } });
    fireEvent.change(within(dialog).getByLabelText('Kick-off (your local time)'), {
      target: { value: kickOff },
    });
    fireEvent.change(within(dialog).getByLabelText('Away expected goals'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(await within(dialog).findByText('The away team must not be the home team.')).toBeTruthy();
    expect(within(dialog).getByText('Too long or too large.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Away team'), { target: { value: 'Cebu Mariners' } });
    fireEvent.change(within(dialog).getByLabelText('Away expected goals'), { target: { value: '1.05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(
      await within(dialog).findByText(
        "This fixture is not valid or is no longer open: check the teams, kick-off and expected goals, or the file's lines.",
      ),
    ).toBeTruthy();
    expect(sent[0]).toEqual({
      league: 'Archipelago League',
      home: 'Manila Royals',
      away: 'Cebu Mariners',
      startsAt: new Date(kickOff).getTime(),
      homeXg: 1.4,
      awayXg: 1.05,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fixture' }));
    expect(await screen.findByText(`Fixture created: ${MATCH}.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('imports a file: shows the header it needs, lists the wrong lines, then the fixtures created', async () => {
    const sent: unknown[] = [];
    const csv =
      'sport,league,home,away,startsAt,homeXg,awayXg\n' +
      'FOOTBALL,Archipelago League,Manila Royals,Cebu Mariners,2026-12-05T12:00:00Z,1.6,1.1\n' +
      'FOOTBALL,Archipelago League,Davao Eagles,Iloilo Sharks,2020-01-01T12:00:00Z,1.2,1.3\n';
    renderConsole('/sports', {
      answers: {
        'GET /ops/sports/events': page,
        'POST /ops/sports/events/import': (body) => {
          sent.push(body);
          return sent.length === 1
            ? {
                value: {
                  created: 0,
                  errors: [{ line: 3, reason: 'kickoff' }],
                },
              }
            : { value: { created: 2, errors: [] } };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import fixtures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import fixtures' });
    expect(within(dialog).getByText('sport,league,home,away,startsAt,homeXg,awayXg')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'FOOTBALL,Archipelago League,Manila Royals,Cebu Mariners,2026-12-05T12:00:00Z,1.6,1.1',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();

    const file = new File([csv], 'fixtures.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    const text = within(dialog).getByLabelText<HTMLTextAreaElement>('Lines of the file');
    await waitFor(() => expect(text.value).toBe(csv));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('Line 3: the kick-off must be at least a minute ahead, in ISO time'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Nothing was created: 1 line is wrong. Fix it and import again.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ csv }]);

    fireEvent.change(text, { target: { value: csv.replace('2020-01-01', '2026-12-06') } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 fixtures created.')).toBeTruthy();
    // in the dialog and in the toast
    expect(screen.getAllByText('2 fixtures created.')).toHaveLength(2);
    expect(text.value).toBe('');
  });

  it('scores only up, suspends, settles after a confirm step and voids with a reason; each answer shows', async () => {
    const calls: Array<[string, unknown]> = [];
    const record = (path: string, value: unknown) => (body: unknown) => {
      calls.push([path, body]);
      return { value };
    };
    renderConsole('/sports', {
      answers: {
        'GET /ops/sports/events': page,
        'POST /ops/sports/events/score': record('score', { id: '1' }),
        'POST /ops/sports/events/suspend': record('suspend', { id: '1' }),
        'POST /ops/sports/events/settle': record('settle', { legs: 4, bets: 3 }),
        'POST /ops/sports/events/void': record('void', { legs: 1, bets: 1 }),
      },
    });
    const live = await rowOf(MATCH);

    fireEvent.click(within(live).getByRole('button', { name: `Score ${MATCH}` }));
    let dialog = await screen.findByRole('dialog', { name: `Score: ${MATCH}` });
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'One goal fewer for Manila Royals' })
        .disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more goal for Cebu Mariners' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Cebu Mariners goals').value).toBe('1');
    fireEvent.change(within(dialog).getByLabelText('Manila Royals goals'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save score' }));
    expect(await within(dialog).findByText('A score only goes up: at least 1–0.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Manila Royals goals'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText(`Score of ${MATCH}: 1–1.`)).toBeTruthy();
    expect(calls).toEqual([['score', { id: '1', home: 1, away: 1 }]]);

    fireEvent.click(within(live).getByRole('button', { name: `Suspend ${MATCH}` }));
    expect(await screen.findByText(`Markets of ${MATCH} suspended.`)).toBeTruthy();
    expect(calls[1]).toEqual(['suspend', { id: '1', suspended: true }]);

    fireEvent.click(within(live).getByRole('button', { name: `Settle ${MATCH}` }));
    dialog = await screen.findByRole('dialog', { name: `Settle: ${MATCH}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more goal for Manila Royals' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('This pays every bet on this fixture. It cannot be undone.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Final score: Manila Royals 2–0 Cebu Mariners.')).toBeTruthy();
    expect(calls).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle and pay' }));
    expect(await screen.findByText(`${MATCH} settled 2–0: 3 bets closed.`)).toBeTruthy();
    expect(calls[2]).toEqual(['settle', { id: '1', home: 2, away: 0 }]);

    fireEvent.click(within(live).getByRole('button', { name: `Void ${MATCH}` }));
    dialog = await screen.findByRole('dialog', { name: `Void: ${MATCH}` });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void fixture' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'match abandoned' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void fixture' }));
    expect(await screen.findByText(`${MATCH} void: 1 bet closed.`)).toBeTruthy();
    expect(calls[3]).toEqual(['void', { id: '1', reason: 'match abandoned' }]);
  });

  it('shows each role only the actions it may take', async () => {
    renderConsole('/sports', { role: 'finance', answers: { 'GET /ops/sports/events': page } });
    const live = await rowOf(MATCH);
    expect(
      within(live)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([`Settle ${MATCH}`, `Void ${MATCH}`]);
    expect(screen.queryByRole('button', { name: 'New fixture' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import fixtures' })).toBeNull();
  });

  it('shows a reading role the fixtures without any action', async () => {
    renderConsole('/sports', { role: 'support', answers: { 'GET /ops/sports/events': page } });
    const live = await rowOf(MATCH);
    expect(within(live).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New fixture' })).toBeNull();
  });
});
