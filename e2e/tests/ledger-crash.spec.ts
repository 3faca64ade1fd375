import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiJson, loginAs } from '../../scripts/lib/api-client.mjs';

/**
 * Kill -9 in the middle of a load of transfers: after a restart every acknowledged transfer is
 * there, retrying every request applies each exactly once, and `ledger:check` passes. And in the
 * middle of a live baccarat round: after the restart the stake is settled from the round's seed.
 * Its own server process on its own data folder, not the shared e2e server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3419;
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = 240;

function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPERATOR_PASSWORD: 'crash-test-operator',
      MONEY_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('server exited during start'));
      try {
        if ((await fetch(`${BASE}/readyz`)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      setTimeout(poll, 20);
    };
    void poll();
  });
}

test('a SIGKILL during transfers loses no acknowledged transfer and breaks no invariant', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-crash-'));
  let server: ChildProcess | undefined;
  try {
    server = await startServer(dataDir);
    const token = await loginAs(BASE, 'demoplayer', 'Demo12345');
    const headers = { 'content-type': 'application/json', authorization: token };
    const mainBalance = async () =>
      (await apiJson(BASE, '/wps/v2/wallets/balance', { headers })).value.balance[0].availBalance as number;
    const opening = await mainBalance();
    const send = (i: number) =>
      apiJson(BASE, '/wps/relay/GCS_walletTransfer', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          purpose: 'transfer',
          requestId: `crash-${i}-request`,
          fromAccountTypeId: 0,
          toAccountTypeId: 1001,
          amount: 1,
        }),
      });

    // Eight clients send transfers; the process is killed once 60 were acknowledged.
    const acknowledged = new Set<number>();
    let next = 0;
    const client = async () => {
      while (next < REQUESTS) {
        const i = next++;
        try {
          const answer = await send(i);
          if (answer.success) acknowledged.add(i);
          if (acknowledged.size === 60) server?.kill('SIGKILL');
        } catch {
          return; // the server is gone
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    expect(acknowledged.size).toBeLessThan(REQUESTS);

    server = await startServer(dataDir);
    // Every acknowledged transfer survived (others may have been written before the kill, too).
    expect(await mainBalance()).toBeLessThanOrEqual(opening - acknowledged.size);
    // Retrying every request applies each exactly once.
    for (let i = 0; i < REQUESTS; i++) {
      const answer = await send(i);
      expect(answer.value?.transfers?.[0]?.status, `request ${i}: ${JSON.stringify(answer)}`).toBe('DONE');
    }
    expect(await mainBalance()).toBe(opening - REQUESTS);
    const stopping = server;
    await new Promise((resolve) => (stopping.once('exit', resolve), stopping.kill('SIGTERM')));
    server = undefined;

    const check = spawnSync(process.execPath, ['apps/server/dist/ledger-check.js'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('every invariant holds');
  } finally {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a SIGKILL during a live baccarat round: after the restart the stake is settled once from the seed', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-crash-live-'));
  const live = { HOUSE_LIVE_BETTING_SECONDS: '20', HOUSE_LIVE_DEAL_SECONDS: '3' };
  let server: ChildProcess | undefined;
  try {
    server = await startServer(dataDir, live);
    const token = await loginAs(BASE, 'demoplayer', 'Demo12345');
    const headers = { 'content-type': 'application/json', authorization: token };
    const launched = await apiJson(
      BASE,
      '/lgw/games/launch?gameType=LIVE&vassalage=HLIVE&gameCode=BACCARAT',
      {
        headers,
      },
    );
    const session = new URL(launched.value.content.game_url, BASE).searchParams.get('t')!;
    const table = { 'content-type': 'application/json', 'x-game-session': session };
    const moved = await apiJson(BASE, '/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        purpose: 'transfer',
        requestId: 'crash-live-fund',
        fromAccountTypeId: 0,
        toAccountTypeId: 1601,
        amount: 100,
      }),
    });
    expect(moved.value.transfers[0].status).toBe('DONE');
    const state = async () => (await apiJson(BASE, '/hv/live/state', { headers: table })).value;
    // a round with at least 5 s of betting left
    let round = (await state()).round;
    await expect
      .poll(
        async () => {
          const s = await state();
          round = s.round;
          return s.round.closesAt - s.serverTime;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBeGreaterThan(5_000);
    const bet = await apiJson(BASE, '/hv/live/bet', {
      method: 'POST',
      headers: table,
      body: JSON.stringify({ round: round.no, bets: [{ spot: 'BANKER', amount: '2000' }] }),
    });
    expect(bet.value.balance).toBe('8000');
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    server = await startServer(dataDir, live);
    // the dealer settles the round left open at its close (or at once, if that has passed)
    await expect
      .poll(async () => (await state()).last?.no, { timeout: 40_000, intervals: [1_000] })
      .toBe(round.no);
    const after = await state();
    const result = after.history.find((r: { no: string }) => r.no === round.no);
    const paid = result.winner === 'BANKER' ? 3900 : result.winner === 'TIE' ? 2000 : 0;
    expect(after.last).toEqual({ no: round.no, stake: '2000', payout: String(paid) });
    expect(after.balance).toBe(String(8000 + paid));
    const stopping = server;
    await new Promise((resolve) => (stopping.once('exit', resolve), stopping.kill('SIGTERM')));
    server = undefined;

    const check = spawnSync(process.execPath, ['apps/server/dist/ledger-check.js'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  } finally {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a SIGKILL during a card-room hand: after the restart the hand goes on and settles; the escrow is not stuck', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-crash-pvp-'));
  // bots sit after 1 s; a person has a minute to act, so the hand waits for us across the restart
  const pvp = { HOUSE_PVP_BOT_WAIT_SECONDS: '1', HOUSE_PVP_TURN_SECONDS: '60' };
  let server: ChildProcess | undefined;
  try {
    server = await startServer(dataDir, pvp);
    const token = await loginAs(BASE, 'demoplayer', 'Demo12345');
    const headers = { 'content-type': 'application/json', authorization: token };
    const launched = await apiJson(
      BASE,
      '/wps/game/launchGame?gameType=PVP&vassalage=HPVP&gameCode=HOLDEM1',
      {
        headers,
      },
    );
    const session = new URL(launched.value.content.game_url, BASE).searchParams.get('t')!;
    const room = { 'content-type': 'application/json', 'x-game-session': session };
    const moved = await apiJson(BASE, '/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        purpose: 'transfer',
        requestId: 'crash-pvp-fund',
        fromAccountTypeId: 0,
        toAccountTypeId: 1801,
        amount: 100,
      }),
    });
    expect(moved.value.transfers[0].status).toBe('DONE');
    const state = async () => (await apiJson(BASE, '/hv/pvp/state', { headers: room })).value;
    const post = (url: string, body: object = {}) =>
      apiJson(BASE, url, { method: 'POST', headers: room, body: JSON.stringify(body) });
    await post('/hv/pvp/sit');
    // the first hand is dealt: the hand's most (P24) is held from the wallet
    await expect.poll(async () => (await state()).table?.handNo, { timeout: 20_000 }).toBe(1);
    expect((await state()).balance).toBe(76);
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    server = await startServer(dataDir, pvp);
    // the hand is still there, dealt as before; we leave (folded at our turn) and it plays out
    expect((await state()).table).toMatchObject({ handNo: 1 });
    await post('/hv/pvp/leave');
    await expect.poll(async () => (await state()).table, { timeout: 40_000, intervals: [500] }).toBeNull();
    // settled: what was not bet came back (P100 less the blind or bets put in, plus any win)
    const balance = (await state()).balance;
    expect(balance).not.toBe(76);
    expect(balance).toBeGreaterThanOrEqual(76);
    const stopping = server;
    await new Promise((resolve) => (stopping.once('exit', resolve), stopping.kill('SIGTERM')));
    server = undefined;

    const check = spawnSync(process.execPath, ['apps/server/dist/ledger-check.js'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  } finally {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
