import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { initI18n } from '@/shared/i18n/i18n';
import { SESSION_KEYS, useSession } from '@/shared/session/session-store';

// Tests read English texts, as a first-time visitor sees them.
await initI18n('EN');

// findBy*/waitFor wait up to 5 s: on a loaded 2-core CI machine a render can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// A test file may run in Node (`@vitest-environment node`: the server render), without a DOM.
const inBrowser = typeof window !== 'undefined';

// jsdom does not implement scrolling; the modal's scroll restore calls it.
if (inBrowser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// The identity stores live for the whole file: every test starts with no modal open.
const authDialogsAtStart = useAuthDialogs.getState();
const memberPanelsAtStart = useMemberPanels.getState();

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  useAuthDialogs.setState(authDialogsAtStart, true);
  useMemberPanels.setState(memberPanelsAtStart, true);
  useSession.setState(Object.fromEntries(SESSION_KEYS.map((key) => [key, null])));
  sessionStorage.clear();
  localStorage.clear();
});
