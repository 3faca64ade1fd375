import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const SITE_APP = {
  // Not the form's defaults, so seeing them means the saved settings have loaded.
  liteApp: { themeColor: '#0b0d12', backgroundColor: '#0b0d12', accentColor: '#e0a800' },
  join: {
    commission: { EN: '<p>Earn up to 45%</p>' },
    tiers: [{ name: 'Bronze', requirement: '5 active players', rate: 25 }],
    agentSignUp: false,
  },
};
const answers = {
  'GET /ops/site/app': { value: SITE_APP },
  'PUT /ops/site/app/join': { value: SITE_APP },
  'PUT /ops/site/app/lite': { value: SITE_APP },
};
const puts = (fetchMock: ReturnType<typeof renderConsole>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('lite app and join-us settings', () => {
  it('sends the join page with a new tier and agent sign-up on', async () => {
    const { fetchMock } = renderConsole('/settings/join', { answers });
    const english = await screen.findByLabelText('Commission text (EN)');
    await waitFor(() => expect((english as HTMLTextAreaElement).value).toBe('<p>Earn up to 45%</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(screen.getByLabelText('Tier 2 name'), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText('Tier 2 requirement'), { target: { value: '50 active players' } });
    fireEvent.change(screen.getByLabelText('Tier 2 commission %'), { target: { value: '45.5' } });
    fireEvent.click(screen.getByLabelText('Sign-ups from the join-us page become agents'));
    fireEvent.click(screen.getByRole('button', { name: 'Save join us page' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toEqual({
      commission: { EN: '<p>Earn up to 45%</p>', TY: '' },
      tiers: [
        { name: 'Bronze', requirement: '5 active players', rate: 25 },
        { name: 'Gold', requirement: '50 active players', rate: 45.5 },
      ],
      agentSignUp: true,
    });
  });

  it('refuses a Tagalog text without the English fallback, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/join', { answers });
    const english = await screen.findByLabelText('Commission text (EN)');
    await waitFor(() => expect((english as HTMLTextAreaElement).value).not.toBe(''));
    fireEvent.change(english, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Commission text (TY)'), { target: { value: '<p>Kumita</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save join us page' }));
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const { fetchMock } = renderConsole('/settings/lite-app', { answers });
    const theme = await screen.findByLabelText('Browser bar colour');
    await waitFor(() => expect((theme as HTMLInputElement).value).toBe('#0b0d12'));
    fireEvent.change(theme, { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lite app' }));
    await waitFor(() => expect(theme.getAttribute('aria-invalid')).toBe('true'));
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
