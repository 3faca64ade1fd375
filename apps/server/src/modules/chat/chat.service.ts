import { createHmac } from 'node:crypto';
import {
  CHAT_MAX_LENGTH,
  CHAT_MAX_PER_MINUTE,
  DEFAULT_CHAT_HEADER_COLOUR,
  headerTextColour,
  lotteryChatRoom,
  lotteryGameOfRoom,
  PUBLIC_CHAT_ROOM,
  type ChatMeResponse,
  type ChatMessage,
  type ChatPushEvent,
  type ChatRoomResponse,
} from '@bet/contracts/content/chat';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { maskName } from '../games/winners.service.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { isTrial } from '../identity/session.service.js';
import { pushChannel } from '../system/events.routes.js';
import * as repo from './chat.repo.js';
import { RATE_WINDOW_MS, retryAfterMs } from './chat-rate-limit.js';
import { maskWords, plainLine } from './word-filter.js';

export interface ChatDeps {
  db: Db;
  bus: Bus;
  /** Keys the authors' opaque ids (`authorKey`): stable per player, not reversible to a member id. */
  authorSecret: string;
  /**
   * The lottery games the merchant has enabled, in catalogue order (each has a room); read at
   * every call, so the source keeps its own short cache. None when omitted.
   */
  lotteryGames?: (merchantId: number) => Promise<ReadonlyArray<{ code: string; displayName: string }>>;
  now?: () => number;
}

/**
 * The chat rooms for players (issue 14 item 5): the merchant's public room and one per lottery
 * game. History, posting with the word filter, the rate limit and the operator's restrictions
 * (all three per player or merchant, the same in every room), and the live push of every new
 * message (one channel per merchant; each event names its room).
 */
export class ChatService {
  constructor(private readonly d: ChatDeps) {}

  private now = () => this.d.now?.() ?? Date.now();

  authorKey(memberId: bigint): string {
    return createHmac('sha256', this.d.authorSecret)
      .update(memberId.toString())
      .digest('base64url')
      .slice(0, 16);
  }

  toMessage(
    row: Pick<repo.ChatRow, 'id' | 'room' | 'member_id' | 'username' | 'text' | 'created_at'>,
  ): ChatMessage {
    return {
      id: Number(row.id),
      room: row.room,
      author: maskName(row.username),
      authorKey: this.authorKey(row.member_id),
      text: row.text,
      at: new Date(row.created_at).getTime(),
    };
  }

  async headerColour(merchantId: number): Promise<string> {
    return (await repo.findHeaderColour(this.d.db, merchantId)) ?? DEFAULT_CHAT_HEADER_COLOUR;
  }

  /** The rooms of the merchant: the public room, then one per enabled lottery game. */
  async rooms(merchantId: number) {
    const games = (await this.d.lotteryGames?.(merchantId)) ?? [];
    return [
      { room: PUBLIC_CHAT_ROOM, gameCode: null, name: null },
      ...games.map((g) => ({ room: lotteryChatRoom(g.code), gameCode: g.code, name: g.displayName })),
    ];
  }

  /**
   * Refuses a room the merchant does not have (`chat.room.unknown`): anything but the public
   * room and the rooms of its enabled lottery games. A game disabled later closes its room.
   */
  async assertRoom(merchantId: number, room: string): Promise<void> {
    if (room === PUBLIC_CHAT_ROOM) return;
    const game = lotteryGameOfRoom(room);
    const games = game === null ? [] : ((await this.d.lotteryGames?.(merchantId)) ?? []);
    if (!games.some((g) => g.code === game)) throw new AppError(ErrorCodes.chatRoomUnknown, 'no such room');
  }

  async room(
    merchantId: number,
    q: { room: string; before?: number | undefined; limit: number },
  ): Promise<ChatRoomResponse> {
    await this.assertRoom(merchantId, q.room);
    const [colour, rows] = await Promise.all([
      this.headerColour(merchantId),
      repo.roomMessages(this.d.db, merchantId, q.room, { before: q.before, limit: q.limit + 1 }),
    ]);
    const page = rows.slice(0, q.limit).reverse();
    return {
      room: q.room,
      headerColour: colour,
      headerTextColour: headerTextColour(colour),
      maxLength: CHAT_MAX_LENGTH,
      messages: page.map((r) => this.toMessage(r)),
      hasMore: rows.length > q.limit,
    };
  }

  async me(member: MemberIdentity): Promise<ChatMeResponse> {
    const authorKey = this.authorKey(member.memberId);
    if (isTrial(member.type)) return { authorKey, blocked: 'TRIAL', mutedUntil: null };
    const block = await this.restrictionOf(member.memberId);
    return { authorKey, blocked: block?.kind ?? null, mutedUntil: block?.until ?? null };
  }

  /** The player's restriction in force now: a ban, or a mute that has not ended. */
  private async restrictionOf(memberId: bigint, db: Db = this.d.db) {
    const r = await repo.findRestriction(db, memberId);
    if (!r) return null;
    if (r.kind === 'BAN') return { kind: 'BANNED' as const, until: null };
    const until = r.until ? new Date(r.until).getTime() : 0;
    return until > this.now() ? { kind: 'MUTED' as const, until } : null;
  }

  /** Posts a message (real accounts only: the route refuses trial accounts). */
  async post(member: MemberIdentity, body: { room: string; text: string }): Promise<ChatMessage> {
    await this.assertRoom(member.merchantId, body.room);
    const text = plainLine(body.text);
    if (text.length === 0) throw new AppError(ErrorCodes.requestParamErr, 'empty message');
    const message = await this.d.db.transaction().execute(async (trx) => {
      // One post at a time per player, so two tabs cannot both pass the rate limit.
      await repo.lockMember(trx, member.memberId);
      const block = await this.restrictionOf(member.memberId, trx);
      if (block?.kind === 'BANNED') throw new AppError(ErrorCodes.chatBanned, 'banned from the chat');
      if (block?.kind === 'MUTED')
        throw new AppError(ErrorCodes.chatMuted, 'muted in the chat', { mutedUntil: block.until });
      const now = this.now();
      const recent = await repo.postTimesSince(
        trx,
        member.memberId,
        new Date(now - RATE_WINDOW_MS),
        CHAT_MAX_PER_MINUTE,
      );
      const wait = retryAfterMs(recent, now);
      if (wait > 0)
        throw new AppError(ErrorCodes.chatRateLimited, 'too many messages', { retryAfterMs: wait });
      const filtered = maskWords(text, await repo.listWords(trx, member.merchantId));
      const at = new Date(now);
      const { id } = await repo.insertMessage(trx, {
        merchantId: member.merchantId,
        room: body.room,
        memberId: member.memberId,
        text: filtered,
        at,
      });
      return this.toMessage({
        id,
        room: body.room,
        member_id: member.memberId,
        username: member.username,
        text: filtered,
        created_at: at,
      });
    });
    this.publish(member.merchantId, { type: 'message', message });
    return message;
  }

  /** Every open chat window of the merchant, in every process, gets the event. */
  publish(merchantId: number, event: ChatPushEvent): void {
    this.d.bus.publish(pushChannel(merchantId, 'chat'), event);
  }
}
