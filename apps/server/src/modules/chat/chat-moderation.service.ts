import type { z } from 'zod';
import type {
  ChatRestriction,
  ChatSettings,
  deleteChatMessageRequest,
  liftChatRequest,
  opChatMessagesQuery,
  restrictChatRequest,
} from '@bet/contracts/operator/operator-chat';
import { CHAT_WORDS_MAX } from '@bet/contracts/operator/operator-chat';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { findByUsername } from '../identity/member.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import * as repo from './chat.repo.js';
import type { ChatService } from './chat.service.js';

/**
 * What operators do in the chat (issue 14 item 5): list the rooms (public and one per lottery
 * game), read a room with whole usernames, delete a
 * message (gone live for everyone), mute for some minutes, ban until lifted, lift; edit the word
 * filter and the header colour. Each change and its audit row are one transaction.
 */
export class ChatModerationService {
  constructor(private readonly d: { db: Db; chat: ChatService; now?: () => number }) {}

  private now = () => this.d.now?.() ?? Date.now();

  async rooms(merchantId: number) {
    return { rooms: await this.d.chat.rooms(merchantId) };
  }

  async messages(merchantId: number, q: z.output<typeof opChatMessagesQuery>) {
    await this.d.chat.assertRoom(merchantId, q.room);
    const rows = await repo.roomMessages(this.d.db, merchantId, q.room, {
      before: q.before,
      limit: q.limit + 1,
    });
    return {
      messages: rows
        .slice(0, q.limit)
        .reverse()
        .map((r) => ({
          id: Number(r.id),
          room: r.room,
          username: r.username,
          text: r.text,
          at: new Date(r.created_at).getTime(),
        })),
      hasMore: rows.length > q.limit,
    };
  }

  async deleteMessage(merchantId: number, body: z.output<typeof deleteChatMessageRequest>, actor: Actor) {
    const deleted = await this.d.db.transaction().execute(async (trx) => {
      const row = await repo.markDeleted(trx, merchantId, body.id, actor.operatorId, new Date(this.now()));
      if (!row) throw new AppError(ErrorCodes.chatMessageNotFound, 'no such message');
      await audit(trx, merchantId, actor, 'chat.message.delete', {
        id: body.id,
        room: row.room,
        username: row.username,
        text: row.text,
        reason: body.reason,
      });
      return row;
    });
    this.d.chat.publish(merchantId, { type: 'deleted', room: deleted.room, id: body.id });
    return { id: body.id };
  }

  async restrictions(merchantId: number): Promise<{ list: ChatRestriction[] }> {
    const rows = await repo.activeRestrictions(this.d.db, merchantId, new Date(this.now()));
    return {
      list: rows.map((r) => ({
        username: r.username,
        kind: r.kind,
        until: r.kind === 'BAN' || !r.until ? null : new Date(r.until).getTime(),
        reason: r.reason,
        at: new Date(r.created_at).getTime(),
      })),
    };
  }

  /** Mutes for `minutes` or bans until lifted; replaces the player's earlier restriction. */
  async restrict(merchantId: number, body: z.output<typeof restrictChatRequest>, actor: Actor) {
    const now = this.now();
    const until = body.kind === 'MUTE' ? new Date(now + (body.minutes ?? 0) * 60_000) : null;
    return this.d.db.transaction().execute(async (trx) => {
      const member = await findByUsername(trx, merchantId, body.username);
      if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
      await repo.putRestriction(trx, {
        memberId: member.id,
        merchantId,
        kind: body.kind,
        until,
        reason: body.reason,
        operatorId: actor.operatorId,
        at: new Date(now),
      });
      await audit(trx, merchantId, actor, body.kind === 'MUTE' ? 'chat.mute' : 'chat.ban', {
        username: member.username,
        ...(body.kind === 'MUTE' ? { minutes: body.minutes } : {}),
        reason: body.reason,
      });
      return {
        username: member.username,
        kind: body.kind,
        until: until?.getTime() ?? null,
        reason: body.reason,
        at: now,
      };
    });
  }

  async lift(merchantId: number, body: z.output<typeof liftChatRequest>, actor: Actor) {
    await this.d.db.transaction().execute(async (trx) => {
      const member = await findByUsername(trx, merchantId, body.username);
      if (!member || !(await repo.deleteRestriction(trx, member.id)))
        throw new AppError(ErrorCodes.notFound, 'the player has no chat restriction');
      await audit(trx, merchantId, actor, 'chat.lift', { username: member.username, reason: body.reason });
    });
    return this.restrictions(merchantId);
  }

  async settings(merchantId: number): Promise<ChatSettings> {
    const [headerColour, words] = await Promise.all([
      this.d.chat.headerColour(merchantId),
      repo.listWords(this.d.db, merchantId),
    ]);
    return { headerColour, words };
  }

  async setColour(merchantId: number, headerColour: string, actor: Actor): Promise<ChatSettings> {
    const colour = headerColour.toLowerCase();
    await this.d.db.transaction().execute(async (trx) => {
      const before = await repo.findHeaderColour(trx, merchantId);
      await repo.saveHeaderColour(trx, merchantId, colour);
      await audit(trx, merchantId, actor, 'chat.colour', { before: before ?? null, after: colour });
    });
    this.d.chat.publish(merchantId, { type: 'settings', headerColour: colour });
    return this.settings(merchantId);
  }

  async addWord(merchantId: number, word: string, actor: Actor): Promise<ChatSettings> {
    await this.d.db.transaction().execute(async (trx) => {
      if ((await repo.listWords(trx, merchantId)).length >= CHAT_WORDS_MAX)
        throw new AppError(ErrorCodes.requestParamErr, `the filter holds at most ${CHAT_WORDS_MAX} words`);
      if (await repo.addWord(trx, merchantId, word))
        await audit(trx, merchantId, actor, 'chat.word.add', { word });
    });
    return this.settings(merchantId);
  }

  async removeWord(merchantId: number, word: string, actor: Actor): Promise<ChatSettings> {
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await repo.removeWord(trx, merchantId, word)))
        throw new AppError(ErrorCodes.notFound, 'the word is not in the filter');
      await audit(trx, merchantId, actor, 'chat.word.remove', { word });
    });
    return this.settings(merchantId);
  }
}

const audit = (db: Db, merchantId: number, actor: Actor, action: string, detail: Record<string, unknown>) =>
  writeAudit(db, {
    actorType: 'operator',
    actorId: String(actor.operatorId),
    merchantId,
    action,
    detail,
    ip: actor.ip,
  });
