import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const general = {
  'GET /ops/system/modules': { value: { modules: [] } },
  'GET /ops/system/brand': { value: { loggedInToHomepage: false } },
  'GET /ops/system/birthdayLimit': { value: { birthdayLimit: null } },
};
const docsPanel = () => screen.findByRole('region', { name: 'API documentation' });

describe('API documentation switch (settings, General)', () => {
  it('an admin publishes the docs: the PUT carries the switch, then the link to /docs shows', async () => {
    let enabled = false;
    const { fetchMock } = renderConsole('/settings', {
      role: 'admin',
      answers: {
        ...general,
        'GET /ops/system/apiDocs': () => ({ value: { enabled } }),
        'PUT /ops/system/apiDocs': (body) => {
          enabled = (body as { enabled: boolean }).enabled;
          return { value: { enabled } };
        },
      },
    });
    const panel = await docsPanel();
    const box = within(panel).getByLabelText('Publish the API documentation at /docs') as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(within(panel).queryByRole('link')).toBeNull();
    fireEvent.click(box);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save API documentation' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url) === '/ops/system/apiDocs',
    )!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ enabled: true });
    const link = await within(panel).findByRole('link', { name: /Open the API documentation/ });
    expect(link.getAttribute('href')).toBe('/docs');
  });

  it('shows support the switch read-only, without a save button', async () => {
    const { fetchMock } = renderConsole('/settings', {
      role: 'support',
      answers: { ...general, 'GET /ops/system/apiDocs': { value: { enabled: true } } },
    });
    const panel = await docsPanel();
    const box = within(panel).getByLabelText('Publish the API documentation at /docs') as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    expect(box.disabled).toBe(true);
    expect(within(panel).getByRole('link', { name: /Open the API documentation/ })).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('shows the refusal when the server says no', async () => {
    renderConsole('/settings', {
      role: 'admin',
      answers: {
        ...general,
        'GET /ops/system/apiDocs': { value: { enabled: false } },
        'PUT /ops/system/apiDocs': { errorCode: 'forbidden', status: 403 },
      },
    });
    const panel = await docsPanel();
    const box = within(panel).getByLabelText('Publish the API documentation at /docs') as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(box);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save API documentation' }));
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
    expect(await screen.findByText('Your role may not do this.')).toBeTruthy();
  });
});
