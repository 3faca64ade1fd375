import { z } from 'zod';
import { op } from './operator.js';

/**
 * The agent tree of any player (issue 15 item 6), read from the closure table `member_tree`:
 * the chain of uplines from the top, how many direct downlines and how big the whole team is.
 * Reading needs `read`.
 */
export const operatorAgentTreeRoutes = {
  playerAgentTree: op<{ query: z.input<typeof agentTreeQuery>; response: z.output<typeof playerAgentTree> }>(
    'GET',
    '/ops/players/agentTree',
  ),
} as const;

export const agentTreeQuery = z.object({ username: z.string().trim().min(1).max(64) });

const treeMember = z.object({ username: z.string(), type: z.number().int() });

export const playerAgentTree = z.object({
  username: z.string(),
  type: z.number().int(),
  /** Uplines from the top of the tree down to the player's direct upline. */
  uplines: z.array(treeMember.extend({ depth: z.number().int().min(1) })),
  directDownlines: z.number().int().min(0),
  /** Everyone under the player at any depth (the player excluded). */
  teamSize: z.number().int().min(0),
});
export type PlayerAgentTree = z.output<typeof playerAgentTree>;
