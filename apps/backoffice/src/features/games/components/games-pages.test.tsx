import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { renderConsole } from '@/test/render-console';

const VENDORS = {
  vendors: [
    {
      code: 'PGS',
      name: 'PG Soft',
      category: 'RNG',
      enabled: true,
      maintenance: false,
      isHot: false,
      isGame: 'GAME',
      sort: 10,
    },
  ],
};
const GAMES = {
  list: [
    { vendor: 'PGS', code: 'fortune-ox', name: 'Fortune Ox', category: 'RNG', enabled: true, isHot: false },
  ],
  totalCount: 1,
  pageNo: 1,
  pageSize: 20,
};
const HOUSE = [
  { game: 'SLOT', enabled: true, minBet: 1, maxBet: 500 },
  { game: 'FISH', enabled: false, minBet: 0.5, maxBet: 100 },
];
const refused = (path: string, code: string) => ({
  errorCode: ErrorCodes.requestParamErr,
  status: 400,
  value: { fields: [{ path, code }] },
});
const answers = {
  'GET /ops/games/vendors': { value: VENDORS },
  'GET /ops/games/games': { value: GAMES },
  'GET /ops/games/house': { value: HOUSE },
};
type FetchMock = ReturnType<typeof renderConsole>['fetchMock'];
const puts = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const bodyOf = (fetchMock: FetchMock, n = 0) => JSON.parse(String(puts(fetchMock)[n]![1]!.body)) as unknown;
/** The text under a control: the first element its `aria-describedby` names. */
const errorUnder = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;

describe('house games limits', () => {
  const slot = async () => {
    return within(await screen.findByRole('region', { name: 'Slot' }));
  };

  it('refuses a minimum above the maximum under the field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/games/house', { answers });
    const form = await slot();
    fireEvent.change(form.getByLabelText('Minimum stake'), { target: { value: '900' } });
    fireEvent.click(form.getByRole('button', { name: 'Save limits' }));
    const max = form.getByLabelText('Maximum stake');
    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(max)).toBe('This value is not valid.');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('refuses a negative or empty stake under its field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/games/house', { answers });
    const form = await slot();
    fireEvent.change(form.getByLabelText('Minimum stake'), { target: { value: '-1' } });
    fireEvent.change(form.getByLabelText('Maximum stake'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Save limits' }));
    const min = form.getByLabelText('Minimum stake');
    await waitFor(() => expect(min.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(min)).toBe('Too short or too small.');
    expect(errorUnder(form.getByLabelText('Maximum stake'))).toBe('This field is required.');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field error under its field", async () => {
    renderConsole('/games/house', {
      answers: { ...answers, 'PUT /ops/games/house': refused('maxBet', 'too_big') },
    });
    const form = await slot();
    fireEvent.click(form.getByRole('button', { name: 'Save limits' }));
    const max = form.getByLabelText('Maximum stake');
    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(max)).toBe('Too long or too large.');
  });

  it('sends the game, its switch and both limits', async () => {
    const { fetchMock } = renderConsole('/games/house', {
      answers: { ...answers, 'PUT /ops/games/house': { value: HOUSE[0] } },
    });
    const form = await slot();
    fireEvent.click(form.getByLabelText('On'));
    fireEvent.change(form.getByLabelText('Minimum stake'), { target: { value: '2.5' } });
    fireEvent.change(form.getByLabelText('Maximum stake'), { target: { value: '1000' } });
    fireEvent.click(form.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(1);
    expect(bodyOf(fetchMock)).toEqual({ game: 'SLOT', enabled: false, minBet: 2.5, maxBet: 1000 });
  });
});

describe('vendors', () => {
  for (const [value, message] of [
    ['-1', 'Too short or too small.'],
    ['100001', 'Too long or too large.'],
    ['1.5', 'This value is not valid.'],
    ['', 'This field is required.'],
  ] as const) {
    it(`refuses the order "${value}" under the field, sending nothing`, async () => {
      const { fetchMock } = renderConsole('/games', { answers });
      const order = await screen.findByLabelText('PGS order');
      fireEvent.change(order, { target: { value } });
      await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'));
      expect(errorUnder(order)).toBe(message);
      const save = screen.getByRole('button', { name: 'Save the order of PGS' });
      fireEvent.click(save);
      expect((save as HTMLButtonElement).disabled).toBe(true);
      expect(puts(fetchMock)).toHaveLength(0);
    });
  }

  it("puts the server's field error under the order", async () => {
    renderConsole('/games', {
      answers: { ...answers, 'PUT /ops/games/vendor': refused('sort', 'too_big') },
    });
    const order = await screen.findByLabelText('PGS order');
    fireEvent.change(order, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the order of PGS' }));
    await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(order)).toBe('Too long or too large.');
    // Typing again clears it.
    fireEvent.change(order, { target: { value: '21' } });
    await waitFor(() => expect(order.getAttribute('aria-invalid')).toBeNull());
  });

  it('keeps the focus on a switch when the saved vendors come back', async () => {
    let vendor = VENDORS.vendors[0]!;
    const { fetchMock } = renderConsole('/games', {
      answers: {
        ...answers,
        'GET /ops/games/vendors': () => ({ value: { vendors: [vendor] } }),
        'PUT /ops/games/vendor': (body) => {
          vendor = { ...vendor, ...(body as object) };
          return { value: body };
        },
      },
    });
    const on = (await screen.findByLabelText('PGS on')) as HTMLInputElement;
    on.focus();
    fireEvent.click(on);
    await waitFor(() => expect((screen.getByLabelText('PGS on') as HTMLInputElement).checked).toBe(false));
    expect(bodyOf(fetchMock)).toEqual({ code: 'PGS', enabled: false });
    expect(document.activeElement).toBe(screen.getByLabelText('PGS on'));
  });

  it('sends the order alone, as a number', async () => {
    const { fetchMock } = renderConsole('/games', {
      answers: { ...answers, 'PUT /ops/games/vendor': { value: { code: 'PGS', sort: 20 } } },
    });
    fireEvent.change(await screen.findByLabelText('PGS order'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the order of PGS' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(bodyOf(fetchMock)).toEqual({ code: 'PGS', sort: 20 });
  });

  it('sends each switch and how the vendor opens as its own change', async () => {
    const { fetchMock } = renderConsole('/games', {
      answers: { ...answers, 'PUT /ops/games/vendor': { value: { code: 'PGS' } } },
    });
    fireEvent.click(await screen.findByLabelText('PGS on'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('PGS under maintenance'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    fireEvent.click(screen.getByLabelText('PGS hot'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('How PGS opens'), { target: { value: 'HUB' } });
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(4));
    expect([0, 1, 2, 3].map((n) => bodyOf(fetchMock, n))).toEqual([
      { code: 'PGS', enabled: false },
      { code: 'PGS', maintenance: true },
      { code: 'PGS', isHot: true },
      { code: 'PGS', isGame: 'HUB' },
    ]);
  });

  it('says why a switch was refused and leaves it as it was', async () => {
    renderConsole('/games', {
      answers: {
        ...answers,
        'PUT /ops/games/vendor': { errorCode: ErrorCodes.requestParamErr, status: 400 },
      },
    });
    const on = (await screen.findByLabelText('PGS on')) as HTMLInputElement;
    fireEvent.click(on);
    expect(await screen.findByText('Some of the information entered is not valid.')).toBeTruthy();
    expect(on.checked).toBe(true);
  });

  it('shows support the vendors read-only, without a save button', async () => {
    renderConsole('/games', { role: 'support', answers });
    expect(((await screen.findByLabelText('PGS on')) as HTMLInputElement).disabled).toBe(true);
    expect(((await screen.findByLabelText('PGS order')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the order of PGS' })).toBeNull();
  });
});

describe('catalogue games', () => {
  it("sends a game's switch and hot badge with its vendor and code", async () => {
    const { fetchMock } = renderConsole('/games/list', {
      answers: { ...answers, 'PUT /ops/games/game': { value: { vendor: 'PGS', code: 'fortune-ox' } } },
    });
    fireEvent.click(await screen.findByLabelText('Fortune Ox on'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Fortune Ox hot'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect([bodyOf(fetchMock, 0), bodyOf(fetchMock, 1)]).toEqual([
      { vendor: 'PGS', code: 'fortune-ox', enabled: false },
      { vendor: 'PGS', code: 'fortune-ox', isHot: true },
    ]);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('says why a game switch was refused', async () => {
    renderConsole('/games/list', {
      answers: {
        ...answers,
        'PUT /ops/games/game': { errorCode: ErrorCodes.requestParamErr, status: 400 },
      },
    });
    const on = (await screen.findByLabelText('Fortune Ox on')) as HTMLInputElement;
    on.focus();
    fireEvent.click(on);
    expect(await screen.findByText('Some of the information entered is not valid.')).toBeTruthy();
    expect(on.checked).toBe(true);
    // The same switch, still focused: a keyboard user carries on from it.
    expect(screen.getByLabelText('Fortune Ox on')).toBe(on);
    expect(document.activeElement).toBe(on);
  });
});
