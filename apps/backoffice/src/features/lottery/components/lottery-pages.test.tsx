import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const schedule = (game: string, name: string, group: string, layout: object[] = []) => ({
  game,
  group,
  name,
  enabled: true,
  closeSeconds: 10,
  resultSource: 'HOUSE',
  layout,
  next: [{ issue: '20261125-0001', drawAt: Date.UTC(2026, 10, 25, 12, 0) }],
});
const schedules = {
  value: {
    schedules: [
      schedule('FASTDICE', 'Fast Dice', 'ELOTT'),
      {
        ...schedule('SEA_4D', 'SEA 4D', 'SEA', [
          { tier: 'P1', count: 1, digits: 4 },
          { tier: 'P2', count: 2, digits: 4 },
        ]),
        resultSource: 'MANUAL',
      },
    ],
  },
};
const bs = {
  game: 'FASTDICE',
  group: 'ELOTT',
  playType: 'BS',
  enabled: true,
  edgeBp: 300,
  minBet: 1,
  maxBet: 500,
  maxExposure: 20000,
  odds: { B: 1.9954, S: 1.9954 },
};
const draw = (issue: string, status: string, extra: object = {}) => ({
  game: 'SEA_4D',
  issue,
  status,
  closeAt: Date.now() - 120_000,
  drawAt: Date.now() - 60_000,
  commit: null,
  seed: null,
  result: null,
  source: 'MANUAL',
  bets: 2,
  stake: 30,
  payout: 0,
  profit: 30,
  ...extra,
});

describe('lottery pages', () => {
  it('edits a play type: the house edge goes to the server and the new odds show', async () => {
    let current = bs;
    const sent: unknown[] = [];
    const { fetchMock } = renderConsole('/lottery', {
      answers: {
        'GET /ops/lottery/schedules': schedules,
        'GET /ops/lottery/terms': () => ({ value: { terms: [current] } }),
        'PUT /ops/lottery/terms': (body) => {
          sent.push(body);
          current = { ...bs, edgeBp: 500, odds: { B: 1.9542, S: 1.9542 } };
          return { value: current };
        },
      },
    });
    const table = await screen.findByRole('region', { name: 'Play types of the game' });
    expect(await within(table).findByText('B 1.9954 · S 1.9954')).toBeTruthy();
    expect(within(table).getByText('3 %')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit BS' }));
    const dialog = await screen.findByRole('dialog', { name: 'FASTDICE · BS' });
    const edge = within(dialog).getByLabelText('House edge (basis points, 100 = 1 %)');
    fireEvent.change(edge, { target: { value: '6000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edge.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    fireEvent.change(edge, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ game: 'FASTDICE', playType: 'BS', edgeBp: 500, maxExposure: 20000 });
    expect(await within(table).findByText('B 1.9542 · S 1.9542')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/ops/lottery/terms')).toBe(true);
  });

  it('hides the edit buttons from a role that may not configure', async () => {
    renderConsole('/lottery', {
      role: 'finance',
      answers: {
        'GET /ops/lottery/schedules': schedules,
        'GET /ops/lottery/terms': { value: { terms: [bs] } },
      },
    });
    const table = await screen.findByRole('region', { name: 'Play types of the game' });
    await within(table).findByText('BS');
    expect(within(table).queryByRole('button', { name: 'Edit BS' })).toBeNull();
  });

  it('voids a draw with a reason and shows its P&L; a settled draw has no void button', async () => {
    const voided: unknown[] = [];
    renderConsole('/lottery/draws?game=SEA_4D', {
      role: 'finance',
      answers: {
        'GET /ops/lottery/schedules': schedules,
        'GET /ops/lottery/draws': {
          value: {
            list: [draw('0002', 'CLOSED'), draw('0001', 'SETTLED', { result: ['1234', '5678', '9012'] })],
            totalCount: 2,
            totalPages: 1,
            pageNo: 1,
          },
        },
        'POST /ops/lottery/draws/void': (body) => {
          voided.push(body);
          return { value: { draw: draw('0002', 'VOID'), refunded: 2 } };
        },
      },
    });
    const table = await screen.findByRole('region', { name: 'Draws of the game' });
    const settled = (await within(table).findByText('1234 5678 9012')).closest('tr')!;
    expect(within(settled).queryByRole('button')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Void 0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void draw 0002' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'feed outage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    await waitFor(() => expect(voided).toEqual([{ game: 'SEA_4D', issue: '0002', reason: 'feed outage' }]));
  });

  it('proposes a result tier by tier and shows the refusal of approving one’s own', async () => {
    const proposed: unknown[] = [];
    renderConsole('/lottery/results', {
      answers: {
        'GET /ops/lottery/schedules': schedules,
        'GET /ops/lottery/draws': {
          value: {
            // 0003 closed but not drawn yet: not offered
            list: [draw('0003', 'CLOSED', { drawAt: Date.now() + 600_000 }), draw('0002', 'CLOSED')],
            totalCount: 2,
            totalPages: 1,
            pageNo: 1,
          },
        },
        'GET /ops/lottery/results': {
          value: {
            list: [
              {
                id: 4,
                game: 'SEA_4D',
                issue: '0001',
                result: ['1111', '2222', '3333'],
                status: 'PENDING',
                proposedBy: 'admin1',
                proposedAt: Date.UTC(2026, 10, 25, 11, 10),
                approvedBy: null,
                approvedAt: null,
              },
            ],
          },
        },
        'POST /ops/lottery/results': (body) => {
          proposed.push(body);
          return { value: { id: 5 } };
        },
        'POST /ops/lottery/results/approve': {
          errorCode: 'lottery.result.same.operator',
          status: 403,
        },
      },
    });
    const numbers = ['P1 number 1', 'P2 number 1', 'P2 number 2'];
    await screen.findByLabelText(numbers[0]!);
    expect(screen.getByRole('option', { name: /^0002/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^0003/ })).toBeNull();
    ['0420', '1111', '987'].forEach((v, i) =>
      fireEvent.change(screen.getByLabelText(numbers[i]!), { target: { value: v } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Propose for approval' }));
    // "987" has digits only: the server checks the length against the layout
    await waitFor(() =>
      expect(proposed).toEqual([{ game: 'SEA_4D', issue: '0002', result: ['0420', '1111', '987'] }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve 0001' }));
    expect(
      await screen.findByText('You proposed this result: a different operator must approve it.'),
    ).toBeTruthy();
  });
});
