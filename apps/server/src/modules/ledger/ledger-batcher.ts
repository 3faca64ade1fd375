import type { Db } from '../../db/create-db.js';
import { postMany, postOne, type PostedTransfer, type PreparedTransfer } from './ledger-post.repo.js';

/**
 * The ledger's group commit (decision 0013). Transfers posted outside a caller's transaction
 * queue here; whatever queued while earlier batches were in flight leaves as one
 * `ledger_post_many` (one round trip, one commit). Alone, a transfer goes straight to
 * `ledger_post`, so a quiet server answers as fast as before; under load the commits and round
 * trips are shared, which is what bounds a ledger (see `npm run bench`).
 */
const MAX_IN_FLIGHT = 4;
// A batch holds every account it touches until its commit: bounded, so a wallet waits for at most
// one batch of this many transfers.
const MAX_BATCH = 32;

/** How many batches of two or more left, carrying how many transfers (metrics, tests, bench). */
export const groupCommitStats = { batches: 0, transfers: 0 };

interface Waiting {
  transfer: PreparedTransfer;
  resolve: (posted: PostedTransfer) => void;
  reject: (error: unknown) => void;
}

class LedgerBatcher {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  post(transfer: PreparedTransfer): Promise<PostedTransfer> {
    // A transfer to an account not seen yet goes alone: `ledger_post` creates the account.
    if (transfer.ids.includes(null)) return postOne(this.db, transfer);
    return new Promise((resolve, reject) => {
      this.queue.push({ transfer, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!, postOne(this.db, batch[0]!.transfer));
    groupCommitStats.batches += 1;
    groupCommitStats.transfers += batch.length;
    const outcomes = await postMany(
      this.db,
      batch.map((w) => w.transfer),
    );
    await Promise.all(
      batch.map((waiting, i) => {
        const outcome = outcomes[i]!;
        if ('ok' in outcome) return waiting.resolve(outcome.ok);
        if ('refused' in outcome) return waiting.reject(outcome.refused);
        // The whole batch failed: posted alone, as without batching.
        return settle(waiting, postOne(this.db, waiting.transfer));
      }),
    );
  }
}

const settle = (waiting: Waiting, result: Promise<PostedTransfer>) =>
  result.then(waiting.resolve, waiting.reject);

const batchers = new WeakMap<Db, LedgerBatcher>();

/** Posts through the group commit of this database handle. */
export function postBatched(db: Db, transfer: PreparedTransfer): Promise<PostedTransfer> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new LedgerBatcher(db)));
  return batcher.post(transfer);
}
