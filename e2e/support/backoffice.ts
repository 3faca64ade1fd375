import { expect, request, type Page } from '@playwright/test';
import { BASE_URL, OPERATOR } from './constants';
import { freshTotpCode, totpCode } from './totp';

type OperatorRole = 'admin' | 'finance' | 'support';
/** Codes already typed per secret in this worker: each 30-second step signs in once. */
const usedCodes = new Map<string, Set<string>>();

/**
 * Opens the back office and signs in through its form (as the e2e admin unless told otherwise).
 * With `totpSecret`, answers the code step when the console asks for it (an enrolled operator).
 */
export async function signInToConsole(
  page: Page,
  operator: { username: string; password: string; totpSecret?: string } = OPERATOR,
): Promise<void> {
  await page.goto('/backoffice/sign-in');
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signedIn = page.getByRole('button', { name: 'Sign out' });
  const codeStep = page.getByRole('heading', { name: 'Two-factor sign-in' });
  await expect(signedIn.or(codeStep)).toBeVisible();
  if (operator.totpSecret && (await codeStep.isVisible())) {
    const used = usedCodes.get(operator.totpSecret) ?? new Set<string>();
    usedCodes.set(operator.totpSecret, used);
    await page.getByLabel('Authenticator code').fill(await freshTotpCode(operator.totpSecret, used));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(signedIn).toBeVisible();
}

/** Remembers a code typed outside `signInToConsole` (e.g. at enrolment) so it is not typed again. */
export function markTotpCodeUsed(secret: string, code: string): void {
  const used = usedCodes.get(secret) ?? new Set<string>();
  used.add(code);
  usedCodes.set(secret, used);
}

/**
 * A new operator of `role`, created by the e2e admin through the API with a unique username.
 * It signs in with the password alone until it enrols (e2e runs with OPERATOR_TWO_FACTOR=optional).
 */
export async function createOperator(role: OperatorRole): Promise<{ username: string; password: string }> {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await ctx.post('/ops/session/login', { data: OPERATOR });
    expect(login.ok(), await login.text()).toBe(true);
    const token = (await login.json()).value.token as string;
    const username = `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const password = `e2e ${role} operator password`;
    const res = await ctx.post('/ops/operators', {
      data: { username, password, role },
      headers: { authorization: token },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { username, password };
  } finally {
    await ctx.dispose();
  }
}

/**
 * Sets up an authenticator for `operator` through the API, as its "My account" page does, and
 * answers its secret: the operator then signs in with a code (`signInToConsole` with `totpSecret`).
 */
export async function enrolTwoFactor(operator: { username: string; password: string }): Promise<string> {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await ctx.post('/ops/session/login', { data: operator });
    expect(login.ok(), await login.text()).toBe(true);
    const token = (await login.json()).value.token as string;
    const setup = await ctx.post('/ops/session/twoFactor/setup', { headers: { authorization: token } });
    expect(setup.ok(), await setup.text()).toBe(true);
    const secret = (await setup.json()).value.secret as string;
    const code = totpCode(secret);
    markTotpCodeUsed(secret, code);
    const enrol = await ctx.post('/ops/session/twoFactor/enrol', {
      data: { code },
      headers: { authorization: token },
    });
    expect(enrol.ok(), await enrol.text()).toBe(true);
    return secret;
  } finally {
    await ctx.dispose();
  }
}
