import { z } from 'zod';
import { customerServiceEntry } from '../system/customer-service.js';
import { resourceEntry } from '../system/status.js';
import { amount, pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';
import type * as s from './operator-site-schemas.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Read<R extends z.ZodType> = { response: Out<R> };
type Write<B extends z.ZodType, R extends z.ZodType> = { body: In<B>; response: Out<R> };

/**
 * The site settings and games the back office reads and changes (issue 13 items 6 and 7).
 * Every role with `read` reads them; changing them needs `configure` (admin). Every change is
 * audited with the value before and after, and the site shows it at once.
 */
export const operatorSiteRoutes = {
  getModules: op<Read<typeof s.modulesSetting>>('GET', '/ops/system/whitelabel'),
  getBrand: op<Read<typeof s.brandRead>>('GET', '/ops/system/brand'),
  getBirthdayLimit: op<Read<typeof s.birthdayRead>>('GET', '/ops/system/birthdayLimit'),
  getRegisterRules: op<Read<typeof s.registerRulesSetting>>('GET', '/ops/system/registerRules'),
  setRegisterRule: op<Write<typeof s.setRegisterRuleRequest, typeof s.registerRule>>(
    'PUT',
    '/ops/system/registerRules',
  ),
  listDepositChannels: op<Read<typeof depositChannelsSetting>>('GET', '/ops/money/depositChannels'),
  setDepositChannel: op<Write<typeof setDepositChannelRequest, typeof depositChannelSetting>>(
    'PUT',
    '/ops/money/depositChannels',
  ),
  getResources: op<Read<typeof resourcesRead>>('GET', '/ops/system/resources'),
  setResources: op<Write<typeof resourcesSetting, typeof resourcesRead>>('PUT', '/ops/system/resources'),
  listBanners: op<Read<typeof s.bannersSetting>>('GET', '/ops/system/banners'),
  addBanner: op<Write<typeof s.addBannerRequest, typeof s.bannerSetting>>('POST', '/ops/system/banners'),
  orderBanners: op<Write<typeof s.orderBannersRequest, typeof s.bannersSetting>>(
    'PUT',
    '/ops/system/banners/order',
  ),
  deleteBanner: op<Write<typeof s.idBody, typeof s.bannersSetting>>('POST', '/ops/system/banners/delete'),
  listHelpArticles: op<{
    query: In<typeof s.helpArticlesQuery>;
    response: Out<typeof s.helpArticlesSetting>;
  }>('GET', '/ops/system/helpArticles'),
  saveHelpArticle: op<Write<typeof s.saveHelpArticleRequest, typeof s.helpArticleSetting>>(
    'PUT',
    '/ops/system/helpArticles',
  ),
  deleteHelpArticle: op<Write<typeof s.idBody, typeof s.helpArticlesSetting>>(
    'POST',
    '/ops/system/helpArticles/delete',
  ),
  listVendors: op<Read<typeof s.vendorsSetting>>('GET', '/ops/games/vendors'),
  listCatalogueGames: op<{ query: In<typeof catalogueGamesQuery>; response: Out<typeof catalogueGamesPage> }>(
    'GET',
    '/ops/games/games',
  ),
} as const;

/** A deposit channel as the operator sets it: on/off and its amount limits (currency units). */
export const depositChannelSetting = z.object({
  id: z.number(),
  type: z.enum(['ONLINE', 'OFFLINE']),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  enabled: z.boolean(),
});
export const depositChannelsSetting = z.object({ channels: z.array(depositChannelSetting) });
export const setDepositChannelRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    enabled: z.boolean(),
    minAmount: amount,
    maxAmount: amount,
  })
  .refine((c) => c.minAmount <= c.maxAmount, { message: 'minAmount above maxAmount', path: ['minAmount'] });
export type SetDepositChannelRequest = z.infer<typeof setDepositChannelRequest>;

const url = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/);
/** The app downloads and social links (status `resources`) and the customer-service links. */
export const resourcesSetting = z.object({
  resources: z
    .array(
      resourceEntry.extend({
        url,
        qrCodeUrl: z.union([url, z.literal('')]),
        labelNameEn: z.string().trim().min(1).max(64),
        labelNameCn: z.string().trim().max(64),
      }),
    )
    .max(5)
    .refine((list) => new Set(list.map((r) => r.resourceType)).size === list.length, {
      message: 'one entry per type',
    }),
  customerService: z
    .array(customerServiceEntry.extend({ path: url }))
    .max(2)
    .refine((list) => new Set(list.map((c) => c.csType)).size === list.length, {
      message: 'one entry per type',
    }),
});
export type ResourcesSetting = z.infer<typeof resourcesSetting>;
export const resourcesRead = z.object({
  resources: z.array(resourceEntry),
  customerService: z.array(customerServiceEntry),
});

/** The catalogue's games of a vendor (or all), paged, with a name or code search. */
export const catalogueGamesQuery = pageQuery.and(
  z.object({
    vendor: z.string().trim().max(32).optional(),
    search: z.string().trim().max(64).optional(),
  }),
);
export const catalogueGame = z.object({
  vendor: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
});
export type CatalogueGame = z.infer<typeof catalogueGame>;
export const catalogueGamesPage = pageOf(catalogueGame);
