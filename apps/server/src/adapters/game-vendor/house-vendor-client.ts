import {
  VendorError,
  type GameVendor,
  type VendorBets,
  type VendorLaunch,
  type VendorTransfer,
} from './game-vendor.js';
import { HV, signHv, type HvBet, type HvGameSettings, type HvPvpRoom } from './house-vendor-protocol.js';

/** One HTTP exchange: real `fetch` to a separate vendor service, or `app.inject` in one process. */
export type HttpTransport = (req: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

export const fetchTransport =
  (baseUrl: string): HttpTransport =>
  async (req) => {
    const res = await fetch(baseUrl + req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: await res.text() };
  };

/**
 * The platform's adapter of the house vendor: the GameVendor interface over its signed HTTP API.
 * The platform never touches the vendor's tables; the vendor could run as its own service.
 */
/**
 * One product of the house vendor seen as a vendor of its own: the house games (`HOUSE`), the
 * house lottery (`HLOTT`, whose wallets at the vendor are `HLOTT:<player>`, decision 0041) or the
 * live casino (`HLIVE`, wallets `HLIVE:<player>`, decision 0057).
 */
export interface HouseProduct {
  code: string;
  walletPrefix: string;
  launchPath: string;
  betsPath: string;
  /** A card room's room list (the PVP products). */
  roomsPath?: string;
}
export const HOUSE_GAMES_PRODUCT: HouseProduct = {
  code: 'HOUSE',
  walletPrefix: '',
  launchPath: HV.launch,
  betsPath: HV.bets,
};
export const HOUSE_LOTTERY_PRODUCT: HouseProduct = {
  code: 'HLOTT',
  walletPrefix: 'HLOTT:',
  launchPath: HV.lotteryLaunch,
  betsPath: HV.lotteryBets,
};

export const HOUSE_LIVE_PRODUCT: HouseProduct = {
  code: 'HLIVE',
  walletPrefix: 'HLIVE:',
  launchPath: HV.liveLaunch,
  betsPath: HV.liveBets,
};

/** The house sportsbook's books (decision 0058): wallets `HSPORTS:<player>` and `HESPORTS:<player>`. */
export const HOUSE_SPORTS_PRODUCT: HouseProduct = {
  code: 'HSPORTS',
  walletPrefix: 'HSPORTS:',
  launchPath: HV.sportsLaunch,
  betsPath: HV.sportsBets,
};
export const HOUSE_ESPORTS_PRODUCT: HouseProduct = {
  code: 'HESPORTS',
  walletPrefix: 'HESPORTS:',
  launchPath: HV.sportsLaunch,
  betsPath: HV.esportsBets,
};

/** The house card room (decision 0059): wallets `HPVP:<player>`, and its room list. */
export const HOUSE_PVP_PRODUCT: HouseProduct = {
  code: 'HPVP',
  walletPrefix: 'HPVP:',
  launchPath: HV.pvpLaunch,
  betsPath: HV.pvpBets,
  roomsPath: HV.pvpRooms,
};

export class HouseVendorClient implements GameVendor {
  readonly code: string;
  readonly pvpRooms?: (merchantId: number) => Promise<HvPvpRoom[]>;
  constructor(
    private readonly transport: HttpTransport,
    private readonly secret: string,
    private readonly product: HouseProduct = HOUSE_GAMES_PRODUCT,
  ) {
    this.code = product.code;
    const roomsPath = product.roomsPath;
    if (roomsPath)
      this.pvpRooms = async (merchantId) =>
        (await this.call<{ rooms: HvPvpRoom[] }>(merchantId, 'GET', roomsPath)).rooms;
  }

  async call<T>(merchantId: number, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = {
      ...signHv(this.secret, merchantId, method, url, text),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    let res: { status: number; body: string };
    try {
      res = await this.transport({ method, url, headers, ...(body === undefined ? {} : { body: text }) });
    } catch (error) {
      throw new VendorError('UNKNOWN', `house vendor unreachable: ${String(error)}`);
    }
    const parsed = safeJson(res.body) as { ok?: boolean; value?: T; error?: string } | undefined;
    if (res.status === 200 && parsed?.ok) return parsed.value as T;
    // A 4xx with an answer is a refusal; anything else means we do not know what happened.
    if (res.status >= 400 && res.status < 500 && parsed?.error)
      throw new VendorError('REFUSED', parsed.error);
    throw new VendorError('UNKNOWN', `house vendor answered ${res.status}`);
  }

  async transferIn(t: VendorTransfer) {
    return this.transfer(t, 'IN');
  }
  async transferOut(t: VendorTransfer) {
    return this.transfer(t, 'OUT');
  }
  private async transfer(t: VendorTransfer, direction: 'IN' | 'OUT') {
    const value = await this.call<{ balance: string }>(t.merchantId, 'POST', HV.transfer, {
      player: this.product.walletPrefix + t.player,
      reference: t.reference,
      amount: t.amount.toString(),
      direction,
    });
    return { balance: BigInt(value.balance) };
  }
  async balance(merchantId: number, player: string) {
    return BigInt(
      (
        await this.call<{ balance: string }>(
          merchantId,
          'GET',
          `${HV.balance}?player=${encodeURIComponent(this.product.walletPrefix + player)}`,
        )
      ).balance,
    );
  }
  async transferStatus(merchantId: number, reference: string) {
    return (
      await this.call<{ status: 'APPLIED' | 'NOT_FOUND' }>(
        merchantId,
        'GET',
        `${HV.transferStatus}?reference=${encodeURIComponent(reference)}`,
      )
    ).status;
  }
  async launch(input: VendorLaunch) {
    return this.call<{ url: string }>(input.merchantId, 'POST', this.product.launchPath, {
      player: input.player,
      game: input.game,
      demo: input.demo,
      language: input.language,
      ...(input.nickname ? { nickname: input.nickname } : {}),
      ...(input.allowance
        ? {
            allowance: {
              stakeLeft: input.allowance.stakeLeft?.toString() ?? null,
              lossLeft: input.allowance.lossLeft?.toString() ?? null,
              playUntil: input.allowance.playUntil?.getTime() ?? null,
            },
          }
        : {}),
    });
  }
  async endPlayerSessions(merchantId: number, player: string) {
    await this.call(merchantId, 'POST', HV.endSessions, { player });
  }
  gameSettings(merchantId: number) {
    return this.call<HvGameSettings[]>(merchantId, 'GET', HV.settings);
  }
  setGameSettings(
    merchantId: number,
    settings: { game: string; enabled?: boolean; minBet?: string; maxBet?: string },
  ) {
    return this.call<HvGameSettings>(merchantId, 'POST', HV.settings, settings);
  }
  async betsSince(merchantId: number, cursor: string | null): Promise<VendorBets> {
    const value = await this.call<{ bets: HvBet[]; cursor: string | null }>(
      merchantId,
      'GET',
      `${this.product.betsPath}?cursor=${encodeURIComponent(cursor ?? '0')}&limit=500`,
    );
    return {
      cursor: value.cursor,
      bets: value.bets.map((b) => ({
        id: b.id,
        player: b.player,
        game: b.game,
        stake: BigInt(b.stake),
        payout: BigInt(b.payout),
        placedAt: new Date(b.createdAt),
        settledAt: new Date(b.settledAt ?? b.createdAt),
      })),
    };
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
