import { request, type APIRequestContext } from '@playwright/test';
import { BASE_URL, OPERATOR } from './constants';

/** A withdrawal as the operator lists it (the fields the tests read). */
export interface OperatorWithdrawal {
  id: number;
  username: string;
  amount: number;
  status: 'PENDING' | 'PAID' | 'REJECTED' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';
  receivedAmount: number | null;
  remainingAmount: number | null;
}

/** A deposit as the operator lists it (the fields the tests read). */
export interface OperatorDeposit {
  id: number;
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'REJECTED';
  type: 'ONLINE' | 'OFFLINE';
}

/** The house's top-level agent terms per contract kind and the release delay (`/ops/agents/contractSettings`). */
export interface AgentContractSettings {
  topLevelTerms: Record<'DIVIDEND' | 'DAILY_WAGE' | 'HOURLY_SALARY' | 'REALTIME_SALARY', unknown>;
  releaseDelayMinutes: number;
}

/** The operator API, as an operator would use it, to change site settings and decide money during a test. */
export class OperatorApi {
  private constructor(
    private readonly ctx: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Logs in on the shared e2e site, or on another one a test started (`baseURL`). */
  static async login(baseURL = BASE_URL): Promise<OperatorApi> {
    const ctx = await request.newContext({ baseURL });
    const res = await ctx.post('/ops/session/login', { data: OPERATOR });
    if (!res.ok()) throw new Error(`operator login failed: ${res.status()} ${await res.text()}`);
    return new OperatorApi(ctx, (await res.json()).value.token);
  }

  private async put(path: string, data: unknown) {
    const res = await this.ctx.put(path, { data, headers: { authorization: this.token } });
    if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  }
  private async post<T>(path: string, data: unknown): Promise<T> {
    const res = await this.ctx.post(path, { data, headers: { authorization: this.token } });
    if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()).value as T;
  }
  private async get<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const res = await this.ctx.get(path, { params, headers: { authorization: this.token } });
    if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()).value as T;
  }

  /** Creates a football fixture in the house sportsbook; answers its id. */
  async createSportsFixture(f: {
    league: string;
    home: string;
    away: string;
    startsAt: number;
    homeXg: number;
    awayXg: number;
  }) {
    return (await this.post<{ id: string }>('/ops/sports/events', f)).id;
  }

  /** Settles a house sportsbook fixture with its final score; answers the bets it closed. */
  async settleSportsFixture(id: string, home: number, away: number) {
    return (await this.post<{ bets: number }>('/ops/sports/events/settle', { id, home, away })).bets;
  }

  /** Saves and publishes an English notice starting now; answers its id. */
  async createPublishedNotice(n: { kind: string; title: string; content: string }) {
    const { id } = await this.post<{ id: number }>('/ops/notices', {
      kind: n.kind,
      startTime: Date.now() - 60_000,
      texts: [{ language: 'EN', title: n.title, content: n.content }],
    });
    await this.post('/ops/notices/publish', { id });
    return id;
  }

  /** Deletes every notice whose title contains `title` (a test's own, so later tests see none). */
  async deleteNoticesTitled(title: string) {
    const page = await this.get<{ list: Array<{ id: number }> }>('/ops/notices', { title, pageSize: 100 });
    for (const { id } of page.list) await this.post('/ops/notices/delete', { id });
  }

  setMaintenance(enabled: boolean, window: { startTime?: number | null; endTime?: number | null } = {}) {
    return this.put('/ops/system/maintenance', {
      enabled,
      startTime: window.startTime ?? null,
      endTime: window.endTime ?? null,
    });
  }
  setRestrictedCountries(countries: string[]) {
    return this.put('/ops/system/regionRestriction', { countries });
  }
  setLoggedInToHomepage(loggedInToHomepage: boolean) {
    return this.put('/ops/system/brand', { loggedInToHomepage });
  }
  /** The age confirmation registration asks: 18, 21 or none. */
  setBirthdayLimit(birthdayLimit: 18 | 21 | null) {
    return this.put('/ops/system/birthdayLimit', { birthdayLimit });
  }
  setMemberPassword(username: string, password: string) {
    return this.put('/ops/members/password', { username, password });
  }
  setVendor(
    code: string,
    changes: {
      enabled?: boolean;
      maintenance?: boolean;
      isHot?: boolean;
      isGame?: 'GAME' | 'VASSALAGE' | 'HUB';
    },
  ) {
    return this.put('/ops/games/vendor', { code, ...changes });
  }
  setModule(modId: string, enabled: boolean) {
    return this.put('/ops/system/whitelabel', { modId, enabled });
  }
  /** The join-us page (issue 14): commission text per language, tiers, agent sign-up. */
  setJoinPage(setting: {
    commission: Record<string, string>;
    tiers: { name: string; requirement: string; rate: number }[];
    agentSignUp: boolean;
  }) {
    return this.put('/ops/site/app/join', setting);
  }
  /** Newest first: what the site "sent" by SMS or e-mail to this address. */
  async outbox(
    kind: 'sms' | 'mail',
    to: string,
  ): Promise<{ to: string; subject: string | null; body: string }[]> {
    const res = await this.ctx.get(`/ops/outbox/${kind}`, {
      params: { to },
      headers: { authorization: this.token },
    });
    if (!res.ok()) throw new Error(`outbox failed: ${res.status()} ${await res.text()}`);
    return (await res.json()).value;
  }
  /** A member's withdrawals, newest first (`GET /ops/withdrawals`). */
  async withdrawals(username: string, status?: OperatorWithdrawal['status']): Promise<OperatorWithdrawal[]> {
    const page = await this.get<{ list: OperatorWithdrawal[] }>('/ops/withdrawals', {
      username,
      pageSize: 20,
      ...(status ? { status } : {}),
    });
    return page.list;
  }
  /** Pays a PENDING withdrawal out (PAID): the player is then asked to confirm it arrived. */
  payWithdrawal(id: number) {
    return this.post<OperatorWithdrawal>('/ops/withdrawals/pay', { id });
  }
  /** A member's deposits, newest first (`GET /ops/deposits`). */
  async deposits(username: string, status?: OperatorDeposit['status']): Promise<OperatorDeposit[]> {
    const page = await this.get<{ list: OperatorDeposit[] }>('/ops/deposits', {
      username,
      pageSize: 20,
      ...(status ? { status } : {}),
    });
    return page.list;
  }
  /** Runs a background job now (`POST /ops/jobs/run`), e.g. `sync-bets` or `roll-up-daily-stats`. */
  /** Creates a promotion (`POST /ops/promotions`, the contract's savePromotion body); answers its id. */
  savePromotion(promotion: Record<string, unknown>) {
    return this.post<{ id: number }>('/ops/promotions', promotion);
  }
  /** A job's latest runs (`GET /ops/jobs/runs`), newest first. */
  async jobRuns(job: string) {
    const { runs } = await this.get<{
      runs: Array<{
        startedAt: string;
        manual: boolean;
        status: 'running' | 'done' | 'failed';
      }>;
    }>('/ops/jobs/runs', { job, limit: 10 });
    return runs;
  }
  runJob(name: string) {
    return this.post<{ key: string; status: 'done' | 'failed'; error: string | null }>('/ops/jobs/run', {
      name,
    });
  }
  /** Credits (or debits, negative) a member's main wallet (`POST /ops/members/adjust`, an ADJUSTMENT). */
  adjustBalance(username: string, amount: number, reason = 'e2e test credit') {
    const requestId = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
    return this.post('/ops/members/adjust', { requestId, username, amount, reason });
  }
  /** How many bets the site has recorded for a member since `from` (epoch ms), as the operator reads them. */
  async betCount(username: string, from: number): Promise<number> {
    const page = await this.get<{ totalCount: number }>('/ops/players/bets', {
      username,
      from,
      to: Date.now() + 60_000,
      pageSize: 1,
    });
    return page.totalCount;
  }
  /** The house's terms for top-level agents and the payout release delay (issue 15). */
  agentContractSettings() {
    return this.get<AgentContractSettings>('/ops/agents/contractSettings', {});
  }
  setAgentContractSettings(settings: AgentContractSettings) {
    return this.put('/ops/agents/contractSettings', settings);
  }
  async dispose() {
    await this.ctx.dispose();
  }
}
