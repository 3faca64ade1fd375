import type { FastifyReply, FastifyRequest } from 'fastify';
import { RoundError } from './house-rounds.service.js';

/**
 * A house game's page: markup only, everything else from files at /hv/assets (the site's CSP
 * allows no inline code). `game` names the page's script and its stylesheet besides the shared one.
 */
export const gamePage = (p: { title: string; game: string; css?: boolean }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${p.title}</title>
<script src="/hv/assets/theme-init.js"></script>
<link rel="stylesheet" href="/hv/assets/house-games.css">${p.css ? `<link rel="stylesheet" href="/hv/assets/${p.game}.css">` : ''}</head>
<body data-game="${p.game}"><main id="game" class="hv-game hv-${p.game}" aria-live="polite"></main>
<script type="module" src="/hv/assets/${p.game}.js"></script></body></html>`;

/** The game session token a page sends with each call (header `x-game-session`). */
export const gameSessionOf = (request: FastifyRequest) => {
  const header = request.headers['x-game-session'];
  return typeof header === 'string' ? header : undefined;
};

/** Answers a game call in the vendor's format; a refusal is 401 for a dead session, else 409. */
export async function sendGameCall(reply: FastifyReply, work: () => Promise<unknown>) {
  reply.header('cache-control', 'no-store');
  try {
    return reply.send({ ok: true, value: await work() });
  } catch (error) {
    if (!(error instanceof RoundError)) throw error;
    return reply
      .status(error.code === 'game.session.invalid' ? 401 : 409)
      .send({ ok: false, error: error.code });
  }
}
