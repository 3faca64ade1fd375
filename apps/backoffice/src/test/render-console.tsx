import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { setSession } from '@/shared/session/session-store';

type Answer = { value: unknown } | { errorCode: string; status?: number; value?: unknown };

/**
 * Renders the console at `path`, signed in as `role` (or signed out with `role: null`), with
 * `fetch` answering operator calls from `answers` (`METHOD /ops/path` → value or error, or a
 * function of the request's body and address).
 * Returns the fetch mock so a test can read the calls made.
 */
export function renderConsole(
  path: string,
  {
    role = 'admin',
    answers = {},
  }: {
    role?: string | null;
    answers?: Record<string, Answer | ((body: unknown, url: string) => Answer)>;
  } = {},
) {
  if (role) setSession({ token: 'test-token', username: `${role}1`, role });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = answers[key];
    const answer =
      typeof entry === 'function'
        ? entry(init?.body ? JSON.parse(String(init.body)) : undefined, url.toString())
        : entry;
    if (!answer)
      return new Response(JSON.stringify({ success: false, errorCode: 'not.found', message: key }), {
        status: 404,
      });
    if ('errorCode' in answer)
      return new Response(JSON.stringify({ success: false, message: answer.errorCode, ...answer }), {
        status: answer.status ?? 400,
      });
    return new Response(JSON.stringify({ success: true, value: answer.value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createTestRouter(path);
  const view = render(<App router={router} />);
  return { ...view, fetchMock, router };
}
