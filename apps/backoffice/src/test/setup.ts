import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session-store';

initI18n();

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
