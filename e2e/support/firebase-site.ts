import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeFirebaseAuth, type FakeFirebaseAuth } from '../../scripts/lib/fake-firebase-auth.mjs';
import { E2E_CAPTCHA, E2E_FIREBASE_SITE_PORT, OPERATOR } from './constants';

export interface FirebaseSite {
  baseURL: string;
  firebase: FakeFirebaseAuth;
  stop(): Promise<void>;
}

/**
 * A site of its own with Firebase-style SMS on (FIREBASE_* pointing at a local fake Firebase
 * Auth), so the shared e2e site keeps our own SMS for the other sign-up tests. Same built server,
 * same start script (fresh data folder), another port.
 */
export async function startFirebaseSite(): Promise<FirebaseSite> {
  const firebase = await startFakeFirebaseAuth({
    projectId: 'demo-bet-e2e',
    apiKey: 'AIzaE2eFakeFirebaseKey01',
  });
  const baseURL = `http://127.0.0.1:${E2E_FIREBASE_SITE_PORT}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('./start-server.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(E2E_FIREBASE_SITE_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CAPTCHA_FIXED_TEXT: E2E_CAPTCHA,
        OPERATOR_USERNAME: OPERATOR.username,
        OPERATOR_PASSWORD: OPERATOR.password,
        // The admin acts through the API with its password ('required' is proven by the server tests).
        OPERATOR_TWO_FACTOR: 'optional',
        PUBLIC_URL: baseURL,
        E2E_OIDC_PORT: '',
        FIREBASE_PROJECT_ID: firebase.projectId,
        FIREBASE_API_KEY: firebase.apiKey,
        FIREBASE_AUTH_URL: firebase.url,
        FIREBASE_JWKS_URL: firebase.jwksUrl,
        // The fake's reCAPTCHA: the page runs its script and frame under the site's own CSP.
        FIREBASE_RECAPTCHA_SCRIPT_URL: firebase.recaptchaScriptUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await firebase.close();
  };
  try {
    for (const started = Date.now(); ;) {
      if (server.exitCode !== null) throw new Error('the Firebase site exited during start');
      if (Date.now() - started > 60_000) throw new Error('the Firebase site did not start in 60 s');
      if (
        await fetch(`${baseURL}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, firebase, stop };
}
