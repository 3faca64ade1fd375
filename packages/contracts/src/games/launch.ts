import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { gameCategory } from './catalogue.js';

/**
 * The launch request (spec §3, platform-facts): a GET with the game, the account type (1 real,
 * 0 free play) and the client's details; the answer is `value.content.game_url`.
 */
export const launchQuery = z.object({
  gameType: gameCategory,
  vassalage: z.string().trim().min(1).max(32),
  gameCode: z.string().trim().max(64).optional(),
  gameId: z.coerce.number().int().positive().max(MAX_SERIAL_ID).optional(),
  nodeId: z.coerce.number().int().positive().max(MAX_SERIAL_ID).optional(),
  platform: z.string().max(32).default('html5-desktop'),
  /** GLS for games; LOTT opens a lottery with the lottery launch fields below (spec §3). */
  launchMode: z.enum(['GLS', 'LOTT']).default('GLS'),
  lottoArea: z.enum(['VN']).optional(),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  view: z.enum(['betting', 'lobby']).optional(),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(256).optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  clientType: z.coerce.number().int().default(3),
  language: z.string().max(5).optional(),
});
export type LaunchQuery = z.input<typeof launchQuery>;
export const launchResponse = z.object({
  content: z.object({ game_url: z.string(), game_url2: z.string().optional() }),
});
export type LaunchResponse = z.infer<typeof launchResponse>;
