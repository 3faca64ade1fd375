import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { statusFixture, stubApi } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

const VIP_LINE = ['/support/vip.html', 'cs', 'width=440,height=750'];

/** A VIP 5 member, logged in before the page loads. */
const vipMember = () => ({
  memberInfo: () => memberInfoFixture({ clubLabel: { labelName: 'VIP5', rankLevel: 5 } }),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' as const }),
});

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
});
afterEach(() => {
  useSession.getState().logout();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The rank arrives with the member info, after the first render: until then Contact Us is
// live chat, so each try clicks again and looks at the latest window opened.
const contactUntilVip = (button: () => HTMLElement, open: ReturnType<typeof vi.spyOn>) =>
  waitFor(() => {
    fireEvent.click(button());
    expect(open).toHaveBeenLastCalledWith(...VIP_LINE);
  });

describe('Contact Us for a VIP 5 member', () => {
  it('opens the VIP line from the footer', async () => {
    stubApi(statusFixture(), undefined, vipMember());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.history.pushState({}, '', '/');
    render(<App />);
    await contactUntilVip(() => screen.getByTestId('footer-link-contact'), open);
  });

  it('opens the VIP line from the maintenance page', async () => {
    stubApi(statusFixture({ status: 1, maintenance: true }), undefined, vipMember());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.history.pushState({}, '', '/');
    render(<App />);
    await screen.findByTestId('maintenance-page');
    await contactUntilVip(() => screen.getByTestId('contact-us'), open);
  });
});
