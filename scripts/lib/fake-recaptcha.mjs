// The reCAPTCHA v2 part of the fake Firebase Auth (fake-firebase-auth.mjs): Google sends an SMS
// only with a token of the project's reCAPTCHA site key, which the browser gets from an invisible
// widget. The fake serves the site key, an api.js with grecaptcha's explicit-render API
// (render/execute/reset) and the widget's frame, which asks this server for a token and hands
// it to the page, as Google's frame does. So the browser test runs a cross-origin script and
// frame under the site's real CSP. Tokens are accepted once, within two minutes, as Google's.
/* global window, document, parent, location */
import { randomBytes } from 'node:crypto';

/** Where the fake serves Google's `/recaptcha/api.js` (FIREBASE_RECAPTCHA_SCRIPT_URL); its frame and tokens sit next to it. */
export const RECAPTCHA_SCRIPT_PATH = '/recaptcha/api.js';
const FRAME_PATH = '/recaptcha/anchor';
const TOKEN_PATH = '/recaptcha/token';
const TOKEN_TTL_MS = 2 * 60_000;

/** api.js, run in the page: `grecaptcha` whose widgets are frames of this server. */
function recaptchaApi() {
  const script = new URL(document.currentScript.src);
  const widgets = [];
  window.addEventListener('message', (event) => {
    const widget = widgets[event.data?.recaptchaWidget];
    if (event.origin !== script.origin || !widget || event.source !== widget.frame.contentWindow) return;
    if (typeof event.data.token === 'string') widget.parameters.callback?.(event.data.token);
    else widget.parameters['error-callback']?.();
  });
  window.grecaptcha = {
    render(container, parameters) {
      if (!parameters?.sitekey) throw new Error('Missing required parameters: sitekey');
      const id = widgets.length;
      const frame = document.createElement('iframe');
      const query = new URLSearchParams({
        k: parameters.sitekey,
        size: parameters.size ?? 'normal',
        id: String(id),
        co: location.origin,
      });
      frame.src = `${new URL('anchor', script)}?${query}`;
      frame.title = 'reCAPTCHA';
      // Styled through the CSSOM, which a CSP without 'unsafe-inline' styles allows (like Google's badge).
      Object.assign(frame.style, {
        position: 'fixed',
        bottom: '14px',
        right: '0',
        width: '70px',
        height: '60px',
        border: '0',
      });
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      (typeof container === 'string' ? document.getElementById(container) : container).appendChild(frame);
      widgets.push({ frame, parameters, loaded });
      return id;
    },
    execute(id = 0) {
      const widget = widgets[id];
      widget.loaded.then(() => widget.frame.contentWindow.postMessage({ execute: true }, script.origin));
    },
    // Nothing is kept in the page; a token is spent by the server that checks it.
    reset() {},
  };
  const onload = script.searchParams.get('onload');
  if (onload) window[onload]();
}

/** The widget's frame: on execute, a token from this server for the site key, posted to the page. */
function recaptchaFrame() {
  const query = new URLSearchParams(location.search);
  window.addEventListener('message', async (event) => {
    if (event.source !== parent || event.origin !== query.get('co') || !event.data?.execute) return;
    const answer = await fetch('token', { method: 'POST', body: JSON.stringify({ k: query.get('k') }) })
      .then((res) => res.json())
      .catch(() => ({}));
    parent.postMessage({ recaptchaWidget: Number(query.get('id')), token: answer.token }, query.get('co'));
  });
}

const send = (res, type, text) => {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(text);
};

/** Google's v2 widget for one site key: routes for the fake's server, and the token check. */
export function fakeRecaptcha({ readJson, sendJson, sendError }) {
  const siteKey = `6LfFake${randomBytes(12).toString('base64url')}`;
  /** token → when it stops being accepted; deleted when used. */
  const tokens = new Map();
  const issue = () => {
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_TTL_MS);
    return token;
  };

  const routes = {
    'GET /v1/recaptchaParams': async (_req, res) =>
      sendJson(res, 200, { kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: siteKey }),
    [`GET ${RECAPTCHA_SCRIPT_PATH}`]: async (_req, res) =>
      send(res, 'text/javascript', `(${recaptchaApi})();\n`),
    [`GET ${FRAME_PATH}`]: async (_req, res) =>
      send(
        res,
        'text/html',
        `<!doctype html><title>reCAPTCHA</title><script>(${recaptchaFrame})();</script>\n`,
      ),
    [`POST ${TOKEN_PATH}`]: async (req, res) => {
      const { k } = await readJson(req);
      if (k !== siteKey) return sendError(res, 'INVALID_SITE_KEY');
      sendJson(res, 200, { token: issue() });
    },
  };

  /** Why Google refuses `sendVerificationCode` with this token, or null; a checked token is spent. */
  const refusal = (token) => {
    if (!token) return 'MISSING_RECAPTCHA_TOKEN';
    const expiresAt = typeof token === 'string' ? tokens.get(token) : undefined;
    if (expiresAt !== undefined) tokens.delete(token);
    return expiresAt !== undefined && Date.now() <= expiresAt ? null : 'INVALID_RECAPTCHA_TOKEN';
  };

  return { siteKey, routes, issue, refusal };
}
