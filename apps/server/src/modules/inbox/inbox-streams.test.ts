import { describe, expect, it } from 'vitest';
import type { InboxEvent } from '@bet/contracts/route-table/inbox-routes';
import { InProcessBus } from '../../adapters/redis/bus.js';
import { InboxStreams, memberInboxChannel, merchantInboxChannel } from './inbox-streams.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function setup() {
  const bus = new InProcessBus({ warn: () => {} });
  const counts = new Map<string, number>();
  const queries: bigint[][] = [];
  const streams = new InboxStreams({
    bus,
    counts: async (ids) => {
      queries.push([...ids]);
      await settle();
      return new Map([...counts].filter(([id]) => ids.includes(BigInt(id))));
    },
    log: { warn: () => {} },
  });
  const open = (memberId: number, merchantId = 1) => {
    const events: InboxEvent[] = [];
    const close = streams.add({ memberId: BigInt(memberId), merchantId, send: (e) => events.push(e) }, 0);
    return { events, close };
  };
  return { bus, counts, queries, streams, open };
}

describe('InboxStreams (the live badges of one process)', () => {
  it('answers a broadcast to 1,000 streams with one batched count query', async () => {
    const { bus, counts, queries, streams, open } = setup();
    const opened = Array.from({ length: 1000 }, (_, i) => open(i + 1));
    for (let i = 1; i <= 1000; i += 2) counts.set(String(i), 1); // the odd members were reached
    bus.publish(merchantInboxChannel(1), { messageId: '7' });
    await settle();
    await settle();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toHaveLength(1000);
    expect(opened[0]!.events.at(-1)).toEqual({ type: 'inbox', unread: 1 });
    expect(opened[1]!.events).toEqual([{ type: 'inbox', unread: 0 }]); // unchanged: nothing sent
    expect(streams.size).toBe(1000);
    for (const o of opened) o.close();
    expect(streams.size).toBe(0);
  });

  it('folds broadcasts that arrive during a recount into one more recount', async () => {
    const { bus, queries, open } = setup();
    open(1);
    for (let i = 0; i < 5; i++) bus.publish(merchantInboxChannel(1), {});
    await settle();
    await settle();
    await settle();
    expect(queries).toHaveLength(2);
  });

  it("a member's own channel sets the count without a query, only on their streams and other merchants' streams stay quiet", async () => {
    const { bus, queries, open } = setup();
    const a = open(1);
    const aSecondTab = open(1);
    const b = open(2);
    const elsewhere = open(3, 2);
    bus.publish(memberInboxChannel(1n), { unread: 4 });
    bus.publish(merchantInboxChannel(9), {});
    await settle();
    expect(a.events.at(-1)?.unread).toBe(4);
    expect(aSecondTab.events.at(-1)?.unread).toBe(4);
    expect(b.events).toHaveLength(1);
    expect(elsewhere.events).toHaveLength(1);
    expect(queries).toHaveLength(0);
    a.close();
    bus.publish(memberInboxChannel(1n), { unread: 5 });
    expect(a.events.at(-1)?.unread).toBe(4);
    expect(aSecondTab.events.at(-1)?.unread).toBe(5);
  });
});
