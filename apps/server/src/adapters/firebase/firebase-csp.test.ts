import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { documentSecurityHeaders } from '../../plugins/security-headers.js';
import { firebaseCspSources } from './firebase-csp.js';
import { firebaseSmsSettings } from './firebase-settings.js';

const cspOf = (env: Record<string, string>) =>
  documentSecurityHeaders(firebaseCspSources(firebaseSmsSettings(loadConfig(env))))[
    'content-security-policy'
  ]!;
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));

describe('the document CSP with Firebase SMS', () => {
  it("opens to Google's Identity Toolkit and reCAPTCHA v2 paths (its FAQ's list) when on", () => {
    const csp = cspOf({ FIREBASE_PROJECT_ID: 'demo-bet', FIREBASE_API_KEY: 'AIzaSyKey123' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com");
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    // Styles stay our own: reCAPTCHA's frames style themselves.
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });

  it('adds only the folder of another script (a local stand-in) and nothing of Google', () => {
    const csp = cspOf({
      FIREBASE_PROJECT_ID: 'demo-bet',
      FIREBASE_API_KEY: 'AIzaSyKey123',
      FIREBASE_AUTH_URL: 'http://127.0.0.1:9099',
      FIREBASE_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9099/recaptcha/api.js?hl=en',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:9099/recaptcha/");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https: http://127.0.0.1:9099/recaptcha/");
  });

  it('adds nothing when off', () => {
    expect(cspOf({ FIREBASE_PROJECT_ID: '' })).toBe(documentSecurityHeaders()['content-security-policy']);
    expect(directive(cspOf({}), 'script-src')).toBe("script-src 'self'");
    expect(directive(cspOf({}), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(cspOf({}), 'frame-src')).toBe("frame-src 'self' https:");
  });
});
