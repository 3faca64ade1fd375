import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AgentCentreModal } from './agent-centre-modal';

const menuLabels = () =>
  within(screen.getByTestId('agent-centre-menu'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AgentCentreModal', () => {
  it('opens on team overview with the menu in the specification order', () => {
    render(<AgentCentreModal whitelabel={[]} loading={false} onClose={vi.fn()} renderPage={() => null} />);
    expect(menuLabels()).toEqual([
      'Announcement',
      'Team Overview',
      'Register Account',
      'Team Management',
      'Team Betting',
      'User Profit and Loss',
      'My Income',
      'Downline Transaction Details',
      'Dividend',
      'Daily Wages',
      'Hourly Salary',
      'Real-time Salary',
    ]);
    expect(screen.getByTestId('agent-menu-teamOverview').getAttribute('aria-current')).toBe('page');
  });

  it('leaves out the pages whose switch is off', () => {
    const whitelabel = [{ modId: 'RTSALARY3', enabled: false, childrenNodes: [] }];
    render(
      <AgentCentreModal whitelabel={whitelabel} loading={false} onClose={vi.fn()} renderPage={() => null} />,
    );
    expect(menuLabels()).not.toContain('Real-time Salary');
    expect(menuLabels()).toContain('Hourly Salary');
  });

  it('shows no close button and no menu while loading', () => {
    render(<AgentCentreModal whitelabel={[]} loading onClose={vi.fn()} renderPage={() => null} />);
    expect(screen.queryByTestId('agent-centre-menu')).toBeNull();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('renders the chosen page and moves the highlight', () => {
    const renderPage = vi.fn((page: string) => <p>content of {page}</p>);
    render(<AgentCentreModal whitelabel={[]} loading={false} onClose={vi.fn()} renderPage={renderPage} />);
    expect(screen.getByText('content of teamOverview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-menu-teamBetting'));
    expect(screen.getByText('content of teamBetting')).toBeTruthy();
    expect(screen.getByTestId('agent-menu-teamBetting').getAttribute('aria-current')).toBe('page');
  });
});
