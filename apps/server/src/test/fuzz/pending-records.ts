import { expect } from 'vitest';
import type { App } from '../../app.js';
import { call } from '../identity-client.js';
import { newRequestId, PNG_DATA_URL } from '../wallet-client.js';

/**
 * Records in every state an operator or a player decides on (the hints' small ids name them), so
 * the fuzzed decisions reach their services: pending deposits (one with a receipt), a pending
 * withdrawal and one the operator has paid (the player confirms those).
 */
export async function openPendingRecords(app: App, player: string, operator: string): Promise<void> {
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { value: never }).value;
  };
  const channels = await ok(call(app, 'depositChannels', undefined, { token: player }));
  const offline = (channels as { channels: { id: number; type: string }[] }).channels.find(
    (c) => c.type === 'OFFLINE',
  )!;
  for (const receiptImage of [PNG_DATA_URL, undefined]) {
    const deposit = { requestId: newRequestId(), channelId: offline.id, amount: 600, reference: 'FUZZ-REF' };
    await ok(
      call(app, 'deposit', { ...deposit, ...(receiptImage ? { receiptImage } : {}) }, { token: player }),
    );
  }
  const [card] = (await ok(call(app, 'bankCards', undefined, { token: player }))) as { id: number }[];
  const withdrawal = () => ({
    requestId: newRequestId(),
    bankCardId: card!.id,
    amount: 200,
    paymentPassword: '123456',
  });
  await ok(call(app, 'withdraw', withdrawal(), { token: player }));
  const paid = (await ok(call(app, 'withdraw', withdrawal(), { token: player }))) as { id: number };
  await ok(
    app.inject({
      method: 'POST',
      url: '/ops/withdrawals/pay',
      headers: { authorization: operator },
      payload: { id: paid.id },
    }),
  );
}
