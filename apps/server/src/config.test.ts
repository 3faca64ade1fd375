import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SINGLE_SESSION).toBe(true);
    expect(config.OTP_TTL_MINUTES).toBeLessThanOrEqual(10);
  });

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ OTP_TTL_MINUTES: '30' })).toThrow(/OTP_TTL_MINUTES/);
  });

  it('allows a fixed captcha text only in test mode', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_TEXT: 'E2E7' })).toThrow(/CAPTCHA_FIXED_TEXT/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_TEXT: 'E2E7' }).CAPTCHA_FIXED_TEXT).toBe('E2E7');
  });

  it('wants a social provider client id and secret together, and its issuer on https unless local', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ FACEBOOK_OIDC_ISSUER: 'http://idp.example.com' })).toThrow(/FACEBOOK_OIDC_ISSUER/);
    expect(loadConfig({ GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4000', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).GOOGLE_CLIENT_ID).toBe('a');
  });
});
