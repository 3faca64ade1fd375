import type { InboxEvent } from '@bet/contracts/route-table/inbox-routes';
import type { Bus } from '../../adapters/redis/bus.js';

/** Bus channel of one member's new unread count (`{ unread }`): changes that touch only them. */
export const memberInboxChannel = (memberId: bigint) => `inbox:member:${memberId}`;
/** Bus channel of a merchant's broadcasts (`{ messageId }`): every process recounts its own streams. */
export const merchantInboxChannel = (merchantId: number) => `inbox:merchant:${merchantId}`;

/** One open member event stream of this process. */
export interface InboxStream {
  memberId: bigint;
  merchantId: number;
  send(event: InboxEvent): void;
}

interface Open {
  stream: InboxStream;
  /** The count this stream last sent (null until the first): unchanged counts are not sent again. */
  sent: number | null;
}

interface MerchantStreams {
  open: Set<Open>;
  unsubscribe: () => void;
  refreshing: boolean;
  /** Another broadcast arrived during a recount: recount once more after it. */
  again: boolean;
}

/**
 * The unread badges of this process's open member streams. A change to one member arrives on
 * their channel with the new count (no query). A message to a group or everyone arrives as ONE
 * merchant-wide message, and each process answers it with ONE query for the counts of all the
 * members it has streams for (`counts`), so a broadcast to 1,000 open streams costs one query per
 * process, not 1,000; broadcasts arriving during a recount are folded into the next one.
 */
export class InboxStreams {
  private readonly merchants = new Map<number, MerchantStreams>();
  private openCount = 0;

  constructor(
    private readonly d: {
      bus: Bus;
      counts: (memberIds: readonly bigint[]) => Promise<Map<string, number>>;
      log: { warn(obj: object, msg: string): void };
    },
  ) {}

  /** How many streams are open in this process. */
  get size(): number {
    return this.openCount;
  }

  /** Sends the stream its first count and keeps it current; answers the function that removes it. */
  add(stream: InboxStream, unread: number): () => void {
    const entry: Open = { stream, sent: null };
    this.deliver(entry, unread);
    const unsubscribeMember = this.d.bus.subscribe(memberInboxChannel(stream.memberId), (message) => {
      const { unread: n } = message as { unread?: unknown };
      if (typeof n === 'number') this.deliver(entry, n);
    });
    const merchant = this.merchantStreams(stream.merchantId);
    merchant.open.add(entry);
    this.openCount++;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.openCount--;
      unsubscribeMember();
      merchant.open.delete(entry);
      if (merchant.open.size === 0) {
        merchant.unsubscribe();
        this.merchants.delete(stream.merchantId);
      }
    };
  }

  private merchantStreams(merchantId: number): MerchantStreams {
    const known = this.merchants.get(merchantId);
    if (known) return known;
    const created: MerchantStreams = {
      open: new Set(),
      unsubscribe: () => {},
      refreshing: false,
      again: false,
    };
    created.unsubscribe = this.d.bus.subscribe(merchantInboxChannel(merchantId), () => this.recount(created));
    this.merchants.set(merchantId, created);
    return created;
  }

  private deliver(entry: Open, unread: number): void {
    if (entry.sent === unread) return;
    entry.sent = unread;
    entry.stream.send({ type: 'inbox', unread });
  }

  private recount(merchant: MerchantStreams): void {
    if (merchant.refreshing) {
      merchant.again = true;
      return;
    }
    merchant.refreshing = true;
    void (async () => {
      do {
        merchant.again = false;
        const open = [...merchant.open];
        const ids = [...new Set(open.map((o) => o.stream.memberId))];
        const counts = await this.d.counts(ids);
        for (const entry of open) {
          if (merchant.open.has(entry)) this.deliver(entry, counts.get(String(entry.stream.memberId)) ?? 0);
        }
      } while (merchant.again);
    })()
      .catch((err: unknown) => this.d.log.warn({ err }, 'inbox recount failed'))
      .finally(() => {
        merchant.refreshing = false;
      });
  }
}
