/** How a stubbed reCAPTCHA script behaves: gives tokens, fails to load, or errs on execute. */
export type RecaptchaBehaviour = 'token' | 'script-error' | 'error-callback';

interface RenderParameters {
  sitekey: string;
  size: string;
  callback: (token: string) => void;
  'error-callback': () => void;
}

/**
 * Stands in for reCAPTCHA v2's api.js in jsdom, which loads no scripts: a script element added
 * with one of `behaviours`' URLs (origin and path) either fails to load or defines
 * `window.grecaptcha` and calls its `onload` callback, as the real script does. Widgets and the
 * page's scripts live as long as the test file, so call it once per file.
 */
export function stubRecaptchaScripts(behaviours: Record<string, RecaptchaBehaviour>) {
  const seen = {
    /** Every script URL added, with its query. */
    scripts: [] as string[],
    renders: [] as { sitekey: string; size: string }[],
    tokens: [] as string[],
    resets: 0,
  };
  const grecaptchaFor = (behaviour: RecaptchaBehaviour) => {
    const widgets: RenderParameters[] = [];
    return {
      render(_container: HTMLElement, parameters: RenderParameters) {
        seen.renders.push({ sitekey: parameters.sitekey, size: parameters.size });
        return widgets.push(parameters) - 1;
      },
      execute(id: number) {
        const widget = widgets[id]!;
        if (behaviour === 'error-callback') return widget['error-callback']();
        const token = `recaptcha-token-${seen.tokens.length + 1}`;
        seen.tokens.push(token);
        setTimeout(() => widget.callback(token));
      },
      reset() {
        seen.resets += 1;
      },
    };
  };
  const globals = window as unknown as Record<string, unknown>;
  new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      const url = new URL(node.src);
      const behaviour = behaviours[`${url.origin}${url.pathname}`];
      if (!behaviour) continue;
      seen.scripts.push(node.src);
      if (behaviour === 'script-error') {
        node.dispatchEvent(new Event('error'));
        continue;
      }
      globals.grecaptcha = grecaptchaFor(behaviour);
      (globals[url.searchParams.get('onload') ?? ''] as () => void)();
    }
  }).observe(document.head, { childList: true });
  return seen;
}
