import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session-store';

initI18n();

// findBy*/waitFor wait up to 5 s: on a loaded 2-core CI machine a render can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no <dialog> modal support.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  setSession(null);
  sessionStorage.clear();
  localStorage.clear();
});
