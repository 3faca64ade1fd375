import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';

// Tests read English texts, as a first-time visitor sees them.
await initI18n('EN');

// jsdom does not implement scrolling; the modal's scroll restore calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
