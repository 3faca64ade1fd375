import type { ExtraCspSources } from '../../plugins/security-headers.js';
import type { FirebaseSmsSettings } from './firebase-settings.js';

/**
 * Hosts of Google's reCAPTCHA api.js. That script loads the widget's code from gstatic, and the
 * invisible widget's frames come from its own host or from recaptcha.google.com (Google's
 * reCAPTCHA FAQ on CSP lists exactly these four paths).
 */
const GOOGLE_RECAPTCHA_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);
const GOOGLE_RECAPTCHA_CODE = 'https://www.gstatic.com/recaptcha/';
const GOOGLE_RECAPTCHA_FRAMES = 'https://recaptcha.google.com/recaptcha/';

/**
 * The folder of a script as a CSP source (`https://www.google.com/recaptcha/`): a path, not the
 * whole origin, because www.google.com also serves JSONP endpoints that would let an injected
 * script tag run anything under `script-src https://www.google.com`.
 */
const folderOf = (url: URL) => `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;

/**
 * What the document CSP adds when Firebase SMS is on (docs/decisions/0012-firebase-sms.md): the
 * page calls the Identity Toolkit API, and runs the reCAPTCHA script with its frames.
 */
export function firebaseCspSources(firebase: FirebaseSmsSettings | null): ExtraCspSources {
  if (!firebase) return {};
  const script = new URL(firebase.recaptchaScriptUrl);
  const google = script.protocol === 'https:' && GOOGLE_RECAPTCHA_HOSTS.has(script.hostname);
  return {
    connect: [new URL(firebase.authUrl).origin],
    script: [folderOf(script), ...(google ? [GOOGLE_RECAPTCHA_CODE] : [])],
    frame: [folderOf(script), ...(google ? [GOOGLE_RECAPTCHA_FRAMES] : [])],
  };
}
