import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  E2E_CAPTCHA,
  E2E_OIDC_CLIENT,
  E2E_OIDC_PORT,
  E2E_PORT,
  OPERATOR,
} from './support/constants';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Real Chromium (Debian's), real built server, real embedded database on a fresh data folder.
 * One worker: several tests switch site-wide settings (maintenance, restriction) on the
 * one server, and they restore them when done.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPERATOR_USERNAME: OPERATOR.username,
      OPERATOR_PASSWORD: OPERATOR.password,
      // The e2e admin signs in with its password; the journeys enrol the operators that need a code
      // (backoffice-accounts.spec.ts); 'required', the production default, is proven by the server tests.
      OPERATOR_TWO_FACTOR: 'optional',
      // Every journey signs operators in from 127.0.0.1; the limit itself is tested on the server.
      OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Every test logs in from 127.0.0.1; the per-address limit is tested on the server.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The browser cannot read a captcha image; in test mode the server draws a known text.
      NODE_ENV: 'test',
      // POST /test/clock moves settlement's clock (agent-contracts.spec.ts: a contract period closes).
      TEST_CLOCK_CONTROL: 'true',
      // Short live rounds (live-casino.spec.ts): 8 s of betting, 4 s of dealing.
      HOUSE_LIVE_BETTING_SECONDS: '8',
      HOUSE_LIVE_DEAL_SECONDS: '4',
      // A quick card room (card-room.spec.ts): bots sit after 3 s, 6 s to act.
      HOUSE_PVP_BOT_WAIT_SECONDS: '3',
      HOUSE_PVP_TURN_SECONDS: '6',
      CAPTCHA_FIXED_TEXT: E2E_CAPTCHA,
      // Google login goes through a local OpenID provider that start-server.mjs starts with these.
      PUBLIC_URL: BASE_URL,
      E2E_OIDC_PORT: String(E2E_OIDC_PORT),
      GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
    },
  },
});
