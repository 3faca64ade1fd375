/**
 * Where the real results of a state lottery come from (decision 0041): the VN and SEA draws whose
 * schedule names `FEED` as their result source ask the feed once their time has come, every run of
 * the draw cycle, until it answers. A feed answers the drawn numbers in the game's layout order, or
 * null while the result is not published yet.
 */
export interface LotteryResultsFeed {
  resultOf(draw: { game: string; issue: string; drawAt: Date }): Promise<string[] | null>;
}

/**
 * A results service over HTTP: `GET <url>?game=<code>&issue=<issue>` answers 200
 * `{ "result": ["12345", …] }` once published, 404 before. Anything else is treated as not yet.
 */
export const httpResultsFeed = (url: string, timeoutMs = 5_000): LotteryResultsFeed => ({
  async resultOf(draw) {
    const query = new URLSearchParams({ game: draw.game, issue: draw.issue });
    try {
      const res = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status !== 200) return null;
      const body = (await res.json()) as { result?: unknown };
      return Array.isArray(body.result) && body.result.every((n) => typeof n === 'string')
        ? (body.result as string[])
        : null;
    } catch {
      return null;
    }
  },
});
