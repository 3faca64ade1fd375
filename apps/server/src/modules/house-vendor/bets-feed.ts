/**
 * The house products' settled-bets feeds (house games since 0034, lottery, live, sportsbook, card
 * room): rows in (settling transaction id, row id) order, the cursor `<xid>:<id>` of the last row.
 */
export interface FeedCursor {
  xid: string;
  id: bigint;
}

/** The cursor a platform sent (`0` or anything unreadable: from the start). */
export function parseFeedCursor(cursor: string): FeedCursor {
  const m = /^([0-9]{1,20}):([0-9]{1,18})$/.exec(cursor);
  return m ? { xid: m[1]!, id: BigInt(m[2]!) } : { xid: '0', id: 0n };
}

/**
 * One page of a feed: each row as a bet (or none: a row that is not a bet still moves the cursor),
 * and the cursor after the last row read — the same one when nothing was read.
 */
export function feedPage<R extends { xid: string; id: string }, B>(
  rows: readonly R[],
  cursor: string,
  toBet: (row: R) => B | null,
): { bets: B[]; cursor: string } {
  const last = rows[rows.length - 1];
  return {
    bets: rows.flatMap((r) => {
      const bet = toBet(r);
      return bet ? [bet] : [];
    }),
    cursor: last ? `${last.xid}:${last.id}` : cursor,
  };
}
