import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { REGISTER_FIELDS } from '../system/register-settings.js';
import { birthdayLimitSetting, brandSetting, setVendorRequest } from './operator.js';

/** One switch of the whitelabel tree, flat (parents first); `core` ones cannot be switched off. */
export const moduleSetting = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
  core: z.boolean(),
});
export const modulesSetting = z.object({ modules: z.array(moduleSetting) });
export type ModuleSetting = z.infer<typeof moduleSetting>;

/** The setters' schemas carry refinements only on write; reading answers the same shape. */
export const brandRead = brandSetting;
export const birthdayRead = birthdayLimitSetting;

/** A registration field's rule as the operator sets it: shown on the form, and required. */
export const registerRule = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number(),
  maxLength: z.number(),
});
export const registerRulesSetting = z.object({ rules: z.array(registerRule) });
export const setRegisterRuleRequest = z
  .object({ field: z.enum(REGISTER_FIELDS), enabled: z.boolean(), required: z.boolean() })
  .refine((r) => r.enabled || !r.required, {
    message: 'a hidden field cannot be required',
    path: ['required'],
  });
export type SetRegisterRuleRequest = z.infer<typeof setRegisterRuleRequest>;

/** Where a banner shows on the site: the home carousel and the sign-in and sign-up modals. */
export const BANNER_GROUPS = ['home', 'w_login', 'w_register'] as const;
/** A banner image: PNG, JPEG or WebP of at most 1 MB, sent as a base64 data URL. */
export const BANNER_MAX_BYTES = 1024 * 1024;
export const bannerImage = z
  .string()
  .max(Math.ceil((BANNER_MAX_BYTES * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/);
export const bannerSetting = z.object({
  id: z.number(),
  groupName: z.string(),
  url: z.string(),
  link: z.string().nullable(),
  sort: z.number(),
});
export type BannerSetting = z.infer<typeof bannerSetting>;
export const bannersSetting = z.object({ banners: z.array(bannerSetting) });
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/);
export const addBannerRequest = z.object({
  groupName: z.enum(BANNER_GROUPS),
  image: bannerImage,
  link: z.union([link, z.literal('')]).optional(),
});
export type AddBannerRequest = z.infer<typeof addBannerRequest>;
const id = z.number().int().positive().max(2_147_483_647);
export const orderBannersRequest = z.object({
  groupName: z.enum(BANNER_GROUPS),
  /** Every banner id of the group, in the new order. */
  ids: z.array(id).min(1).max(50),
});
export const idBody = z.object({ id });

/** Help-centre articles of one language; `content` is HTML kept to a safe subset on save. */
export const helpArticlesQuery = z.object({ language: z.enum(LANGUAGES).default('EN') });
export const helpArticleSetting = z.object({
  id: z.number(),
  language: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number(),
});
export type HelpArticleSetting = z.infer<typeof helpArticleSetting>;
export const helpArticlesSetting = z.object({ articles: z.array(helpArticleSetting) });
export const saveHelpArticleRequest = z.object({
  /** Absent: a new article. */
  id: id.optional(),
  language: z.enum(LANGUAGES),
  category: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(50_000),
  sort: z.number().int().min(0).max(10_000),
});
export type SaveHelpArticleRequest = z.infer<typeof saveHelpArticleRequest>;

/** A vendor of the catalogue with its switches (as `setVendor` changes them) and order. */
export const vendorSetting = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  isGame: z.enum(['GAME', 'VASSALAGE', 'HUB']),
  sort: z.number(),
});
export type VendorSetting = z.infer<typeof vendorSetting>;
export const vendorsSetting = z.object({ vendors: z.array(vendorSetting) });
export { setVendorRequest };
