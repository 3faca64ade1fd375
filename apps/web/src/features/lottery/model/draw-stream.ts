import { useEffect, useRef } from 'react';
import { lotteryDraw, type LotteryDraw } from '@bet/contracts/lottery/draws';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';

type DrawListener = (draw: LotteryDraw) => void;

const listeners = new Set<DrawListener>();
let source: EventSource | null = null;

function onDrawEvent(event: MessageEvent) {
  let data: unknown;
  try {
    data = JSON.parse(String(event.data));
  } catch {
    return;
  }
  const parsed = lotteryDraw.safeParse(data);
  if (parsed.success) listeners.forEach((listener) => listener(parsed.data));
}

/**
 * One public stream of draw changes per page (`draw` events: opened, closed, drawn, voided),
 * shared by every subscriber; closed when the last one leaves. EventSource reconnects by itself.
 */
export function subscribeDraws(listener: DrawListener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(LOTTERY_API.stream);
    source.addEventListener('draw', onDrawEvent as EventListener);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/** Calls `onDraw` for every draw change while mounted (the latest callback, without resubscribing). */
export function useDrawStream(onDraw: DrawListener) {
  const latest = useRef(onDraw);
  useEffect(() => {
    latest.current = onDraw;
  });
  useEffect(() => subscribeDraws((draw) => latest.current(draw)), []);
}
