import { request, type APIRequestContext } from '@playwright/test';
import { BASE_URL, OPERATOR } from './constants';

/** The operator API, as an operator would use it, to change site settings during a test. */
export class OperatorApi {
  private constructor(
    private readonly ctx: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(): Promise<OperatorApi> {
    const ctx = await request.newContext({ baseURL: BASE_URL });
    const res = await ctx.post('/ops/session/login', { data: OPERATOR });
    if (!res.ok()) throw new Error(`operator login failed: ${res.status()} ${await res.text()}`);
    return new OperatorApi(ctx, (await res.json()).value.token);
  }

  private async put(path: string, data: unknown) {
    const res = await this.ctx.put(path, { data, headers: { authorization: this.token } });
    if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  }

  setMaintenance(enabled: boolean, window: { startTime?: number | null; endTime?: number | null } = {}) {
    return this.put('/ops/system/maintenance', { enabled, startTime: window.startTime ?? null, endTime: window.endTime ?? null });
  }
  setRestrictedCountries(countries: string[]) {
    return this.put('/ops/system/regionRestriction', { countries });
  }
  setLoggedInToHomepage(loggedInToHomepage: boolean) {
    return this.put('/ops/system/brand', { loggedInToHomepage });
  }
  setMemberPassword(username: string, password: string) {
    return this.put('/ops/members/password', { username, password });
  }
  setModule(modId: string, enabled: boolean) {
    return this.put('/ops/system/whitelabel', { modId, enabled });
  }
  /** Newest first: what the site "sent" by SMS or e-mail to this address. */
  async outbox(kind: 'sms' | 'mail', to: string): Promise<{ to: string; subject: string | null; body: string }[]> {
    const res = await this.ctx.get(`/ops/outbox/${kind}`, { params: { to }, headers: { authorization: this.token } });
    if (!res.ok()) throw new Error(`outbox failed: ${res.status()} ${await res.text()}`);
    return (await res.json()).value;
  }
  async dispose() {
    await this.ctx.dispose();
  }
}
