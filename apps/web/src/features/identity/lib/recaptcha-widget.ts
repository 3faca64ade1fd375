import { ApiError } from '@/shared/api/api-error';

/** The part of reCAPTCHA v2's explicit-render API an invisible widget needs. */
interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

interface Widget {
  grecaptcha: Grecaptcha;
  id: number;
  /** The token request in progress; the widget's callbacks answer it. */
  waiting: { resolve: (token: string) => void; reject: (error: unknown) => void } | null;
}

/** A script that neither fails nor calls back is as good as missing. */
const SCRIPT_TIMEOUT_MS = 30_000;
/** Long enough to solve an image challenge; one the player closed never calls back. */
const TOKEN_TIMEOUT_MS = 120_000;

const unavailable = () => new ApiError(0, 'recaptcha.unavailable');
const globals = window as unknown as Record<string, unknown>;

/** One script per URL and one widget per site key for the page's life: widgets cannot be removed. */
const scripts = new Map<string, Promise<Grecaptcha>>();
const widgets = new Map<string, Promise<Widget>>();

/** Caches a promise under `key` unless it fails, so the next send tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, create: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = create();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * Loads the script with explicit rendering; its `onload` callback (a global, as reCAPTCHA wants)
 * says the API is ready, which the script element's load event does not.
 */
function loadScript(scriptUrl: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const onload = `recaptchaLoaded${Math.random().toString(36).slice(2)}`;
    const url = new URL(scriptUrl);
    url.searchParams.set('onload', onload);
    url.searchParams.set('render', 'explicit');
    const script = document.createElement('script');
    const settle = (grecaptcha: Grecaptcha | undefined) => {
      clearTimeout(timer);
      delete globals[onload];
      if (grecaptcha) return resolve(grecaptcha);
      script.remove();
      reject(unavailable());
    };
    const timer = setTimeout(() => settle(undefined), SCRIPT_TIMEOUT_MS);
    globals[onload] = () => settle(globals.grecaptcha as Grecaptcha | undefined);
    // Also what a CSP refusal looks like.
    script.onerror = () => settle(undefined);
    script.async = true;
    script.src = url.href;
    document.head.appendChild(script);
  });
}

async function renderWidget(scriptUrl: string, siteKey: string): Promise<Widget> {
  const grecaptcha = await once(scripts, scriptUrl, () => loadScript(scriptUrl));
  // The invisible widget shows only Google's badge (and a challenge when it doubts the player).
  const container = document.createElement('div');
  document.body.appendChild(container);
  const widget: Widget = { grecaptcha, id: 0, waiting: null };
  try {
    widget.id = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token) => widget.waiting?.resolve(token),
      'error-callback': () => widget.waiting?.reject(unavailable()),
    });
  } catch {
    container.remove();
    throw unavailable();
  }
  return widget;
}

function tokenOf(widget: Widget): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<string>((resolve, reject) => {
    timer = setTimeout(() => reject(unavailable()), TOKEN_TIMEOUT_MS);
    widget.waiting = { resolve, reject };
    try {
      widget.grecaptcha.execute(widget.id);
    } catch {
      reject(unavailable());
    }
  }).finally(() => {
    clearTimeout(timer);
    widget.waiting = null;
  });
}

/**
 * Runs `request` with a fresh token of an invisible reCAPTCHA v2 widget (as Firebase's
 * RecaptchaVerifier does), then resets the widget: a token is accepted once. A script that does
 * not load or a widget that gives no token is `recaptcha.unavailable`.
 */
export async function withRecaptchaToken<T>(
  scriptUrl: string,
  siteKey: string,
  request: (token: string) => Promise<T>,
): Promise<T> {
  const widget = await once(widgets, `${scriptUrl} ${siteKey}`, () => renderWidget(scriptUrl, siteKey));
  try {
    return await request(await tokenOf(widget));
  } finally {
    widget.grecaptcha.reset(widget.id);
  }
}
