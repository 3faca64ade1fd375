import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { hexColour, joinTier } from '../content/site-app.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * The lite app (web manifest): the browser bar colour, the splash and icon background, and the
 * icon's mark. Its name is the merchant's site name.
 */
export const liteAppSetting = z.object({
  themeColor: hexColour,
  backgroundColor: hexColour,
  accentColor: hexColour,
});
export type LiteAppSetting = z.infer<typeof liteAppSetting>;

/** The commission text is HTML, sanitised on save; at most 20,000 characters per language. */
export const COMMISSION_HTML_MAX = 20_000;

/**
 * The join-us page: the commission text per language (English is the fallback, so it is needed
 * once any language has one), up to 10 tiers, and whether its call to action registers agents.
 */
export const joinPageSetting = z
  .object({
    commission: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(COMMISSION_HTML_MAX)),
    tiers: z.array(joinTier).max(10),
    agentSignUp: z.boolean(),
  })
  .refine((s) => !Object.values(s.commission).some(Boolean) || Boolean(s.commission.EN), {
    message: 'English text is the fallback',
    path: ['commission', 'EN'],
  });
export type JoinPageSetting = z.infer<typeof joinPageSetting>;

export const siteAppSetting = z.object({ liteApp: liteAppSetting, join: joinPageSetting });
export type SiteAppSetting = z.infer<typeof siteAppSetting>;

/**
 * The lite app and the join-us page (issue 14 items 6 and 7). Every role with `read` reads them;
 * changing needs `configure`; every change is audited. The download links are the resources
 * (`/ops/system/resources`: IOS, ANDROID, LITE).
 */
export const operatorSiteAppRoutes = {
  getSiteApp: op<{ response: Out<typeof siteAppSetting> }>('GET', '/ops/site/app'),
  setLiteApp: op<{ body: In<typeof liteAppSetting>; response: Out<typeof siteAppSetting> }>(
    'PUT',
    '/ops/site/app/lite',
  ),
  setJoinPage: op<{ body: In<typeof joinPageSetting>; response: Out<typeof siteAppSetting> }>(
    'PUT',
    '/ops/site/app/join',
  ),
} as const;

export const operatorSiteAppSchemas = {
  getSiteApp: { response: siteAppSetting },
  setLiteApp: { body: liteAppSetting, response: siteAppSetting },
  setJoinPage: { body: joinPageSetting, response: siteAppSetting },
} as const;
