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

  it('takes a redis:// or rediss:// REDIS_URL; empty is unset', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/0' }).REDIS_URL).toBe('redis://10.0.0.5:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).REDIS_URL).toBeDefined();
    expect(() => loadConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(/REDIS_URL/);
  });

  it('allows a fixed captcha text only in test mode', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_TEXT: 'E2E7' })).toThrow(/CAPTCHA_FIXED_TEXT/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_TEXT: 'E2E7' }).CAPTCHA_FIXED_TEXT).toBe('E2E7');
  });

  it('wants a social provider client id and secret together, and its issuer on https unless local', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ FACEBOOK_OIDC_ISSUER: 'http://idp.example.com' })).toThrow(
      /FACEBOOK_OIDC_ISSUER/,
    );
    expect(
      loadConfig({
        GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4000',
        GOOGLE_CLIENT_ID: 'a',
        GOOGLE_CLIENT_SECRET: 'b',
      }).GOOGLE_CLIENT_ID,
    ).toBe('a');
  });

  it('switches Firebase SMS on with a project id and its API key; URLs on https unless local', () => {
    const off = loadConfig({ FIREBASE_PROJECT_ID: '' });
    expect(off.FIREBASE_PROJECT_ID).toBeUndefined();
    expect(off.FIREBASE_AUTH_URL).toBe('https://identitytoolkit.googleapis.com');
    expect(off.FIREBASE_JWKS_URL).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
    expect(off.FIREBASE_RECAPTCHA_SCRIPT_URL).toBe('https://www.google.com/recaptcha/api.js');
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-bet' })).toThrow(/FIREBASE_API_KEY: required/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'Demo Bet!', FIREBASE_API_KEY: 'AIzaSyKey123' })).toThrow(
      /FIREBASE_PROJECT_ID/,
    );
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-bet', FIREBASE_API_KEY: 'key&x=1' })).toThrow(
      /FIREBASE_API_KEY/,
    );
    const firebase = { FIREBASE_PROJECT_ID: 'demo-bet', FIREBASE_API_KEY: 'AIzaSyKey123' };
    expect(() => loadConfig({ ...firebase, FIREBASE_AUTH_URL: 'http://auth.example.com' })).toThrow(
      /FIREBASE_AUTH_URL: must be https/,
    );
    expect(() => loadConfig({ ...firebase, FIREBASE_JWKS_URL: 'http://keys.example.com/jwks' })).toThrow(
      /FIREBASE_JWKS_URL: must be https/,
    );
    expect(() =>
      loadConfig({ ...firebase, FIREBASE_RECAPTCHA_SCRIPT_URL: 'http://cdn.example.com/api.js' }),
    ).toThrow(/FIREBASE_RECAPTCHA_SCRIPT_URL: must be https/);
    expect(() => loadConfig({ ...firebase, FIREBASE_RECAPTCHA_SCRIPT_URL: 'not a url' })).toThrow(
      /FIREBASE_RECAPTCHA_SCRIPT_URL/,
    );
    const local = loadConfig({
      ...firebase,
      FIREBASE_AUTH_URL: 'http://127.0.0.1:9099/',
      FIREBASE_JWKS_URL: 'http://127.0.0.1:9099/jwks',
      FIREBASE_RECAPTCHA_SCRIPT_URL: 'http://localhost:9099/recaptcha/api.js',
    });
    expect(local.FIREBASE_PROJECT_ID).toBe('demo-bet');
    expect(local.FIREBASE_AUTH_URL).toBe('http://127.0.0.1:9099');
    expect(local.FIREBASE_RECAPTCHA_SCRIPT_URL).toBe('http://localhost:9099/recaptcha/api.js');
  });
});
