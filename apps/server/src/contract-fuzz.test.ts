import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { checkLedger } from './modules/ledger/ledger-check.repo.js';
import { DEMO_ACCOUNTS } from './seed/demo-members.js';
import {
  answerCode,
  answerProblem,
  caseArbitrary,
  isRefusal,
  sendCase,
  tokenFor,
  type Identities,
} from './test/fuzz/fuzz-call.js';
import { fieldHints, fuzzTargets } from './test/fuzz/fuzz-targets.js';
import { openPendingRecords } from './test/fuzz/pending-records.js';
import type { Hints } from './test/fuzz/zod-arbitrary.js';
import { changedParts, fingerprint, type Fingerprint } from './test/fuzz/state-fingerprint.js';
import { humanProof } from './test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from './test/test-app.js';
import { memberToken, trialToken } from './test/wallet-client.js';

/**
 * Every call of the contract (member /wps and /lgw, operator /ops), fed generated input: valid
 * from its zod schemas, at and past their bounds, and hostile (wrong types, huge numbers, long
 * and strange strings, `__proto__`, deep nesting, broken JSON, in the clear and sealed). Each
 * answer must be an envelope with a known code and its status, never a 5xx (the test app also
 * checks every success against its response schema), must not pollute Object.prototype, and a
 * refusal must leave every balance, money record and setting as it was; after each call's runs the
 * ledger check passes.
 *
 * Deterministic: a fixed seed. `FUZZ_RUNS=200 FUZZ_SEED=1 npx vitest run contract-fuzz` digs deeper;
 * `FUZZ_STATS=1` prints what each call answered.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let t: TestContext;
let ids: Identities;
/** Field hints plus solved human-verification proofs (each good once), so logins and sign-ups get past them. */
let hints: Hints;
/** The state after the previous call: one fingerprint per call instead of two. */
let last: Fingerprint | undefined;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await createTestApp();
  const status = await t.app.inject({ method: 'GET', url: routes.systemStatus.path });
  const tokens = { player: '', agent: '', operator: '', trial: await trialToken(t.app) };
  ids = {
    tokens,
    async renew(auth) {
      tokens[auth] =
        auth === 'operator'
          ? await operatorToken(t.app)
          : await memberToken(t.app, auth === 'player' ? DEMO_ACCOUNTS.player : DEMO_ACCOUNTS.agent);
      return tokens[auth];
    },
    payloadKey: status.json().value.info.payloadKey as string,
  };
  for (const auth of ['player', 'agent', 'operator'] as const) await ids.renew(auth);
  await openPendingRecords(t.app, tokens.player, tokens.operator);
  const proofs: string[] = [];
  for (let i = 0; i < 24; i++) proofs.push(await humanProof(t.app));
  hints = { ...fieldHints, humanProof: fc.constantFrom(...proofs) };
});
afterAll(async () => {
  if (TALLY) console.log([...answers].map(([answer, n]) => `${answer} ×${n}`).join('\n'));
  await t?.close();
});

/** `FUZZ_STATS=1`: how often each call answered each status and code (to see how deep the inputs get). */
const TALLY = Boolean(process.env.FUZZ_STATS);
const answers = new Map<string, number>();
const tally = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);

describe('every call of the contract, fuzzed', () => {
  for (const target of fuzzTargets) {
    // A call that ends its session needs a new login per run; a route of a later issue is a 404.
    const runs = target.endsSession ? Math.min(RUNS, 6) : target.schemas ? RUNS : Math.ceil(RUNS / 4);
    it(
      `${target.method} ${target.path} (${target.name})`,
      async () => {
        await fc.assert(
          fc.asyncProperty(caseArbitrary(target, hints), async (c) => {
            const token = await tokenFor(target, c.auth, ids);
            // A new login changed the sessions since the last fingerprint.
            const before = (!target.endsSession && last) || (await fingerprint(t.db));
            last = undefined;
            const res = await sendCase(t.app, target, c, token, ids.payloadKey);
            if (TALLY) tally(`${target.name} ${res.statusCode} ${answerCode(res)}`);
            expect(answerProblem(target, res), res.body.slice(0, 300)).toBeUndefined();
            expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
            const after = await fingerprint(t.db);
            if (isRefusal(res))
              expect(changedParts(before, after), `refused with ${res.body.slice(0, 300)}`).toEqual([]);
            last = after;
          }),
          { seed: SEED, numRuns: runs },
        );
        expect(await checkLedger(t.db)).toEqual([]);
        // The last run may have ended the session the later calls use; new logins change the state.
        if (target.endsSession) {
          for (const auth of ['player', 'agent', 'operator'] as const) await ids.renew(auth);
          last = undefined;
        }
      },
      Math.max(30_000, runs * 1_000),
    );
  }
});
