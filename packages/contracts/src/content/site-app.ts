import { z } from 'zod';

/** A commission tier of the join-us page: a name, what reaches it, the rate in per cent. */
export const joinTier = z.object({
  name: z.string().trim().min(1).max(40),
  requirement: z.string().trim().max(120),
  rate: z.number().min(0).max(100).multipleOf(0.01),
});
export type JoinTier = z.infer<typeof joinTier>;

/**
 * `GET /wps/site/join`: the agent recruitment page in the asked language (English when that
 * language has no text). `commissionHtml` was sanitised when the operator saved it and is
 * sanitised again before it is rendered. `agentSignUp`: the call to action registers an agent.
 */
export const joinPageResponse = z.object({
  commissionHtml: z.string(),
  tiers: z.array(joinTier),
  agentSignUp: z.boolean(),
});
export type JoinPageResponse = z.infer<typeof joinPageResponse>;

/** Colours of the lite app (web manifest `theme_color`, `background_color`): `#rrggbb`. */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((c) => c.toLowerCase());

/** The members of the web manifest the server answers at `/manifest.webmanifest`. */
export const webManifest = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  description: z.string(),
  lang: z.string(),
  start_url: z.literal('/?source=pwa'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  orientation: z.string(),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  icons: z
    .array(
      z.object({
        src: z.string(),
        sizes: z.string(),
        type: z.string(),
        purpose: z.enum(['any', 'maskable']),
      }),
    )
    .min(2),
});
export type WebManifest = z.infer<typeof webManifest>;
