import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { customerServiceEntry } from './customer-service.js';
import { validationRule } from './register-settings.js';
import { whitelabelNode } from './whitelabel.js';

export const resourceEntry = z.object({
  resourceType: z.enum(['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO', 'LITE']),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
  labelNameCn: z.string(),
});
export type ResourceEntry = z.infer<typeof resourceEntry>;

export const bannerEntry = z.object({ groupName: z.string(), url: z.string(), link: z.string().nullable() });
export type BannerEntry = z.infer<typeof bannerEntry>;

export const merchantInfo = z.object({
  code: z.string(),
  name: z.string(),
  platform: z.literal('W'),
  lotteryType: z.string(),
  device: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
  /** Brand flag: visitors without a token are sent to /login. */
  loggedInToHomepage: z.boolean(),
});
export type MerchantInfo = z.infer<typeof merchantInfo>;

export const maintenanceWindow = z.object({
  /** Epoch ms, or null for "from now". */
  startTime: z.number().nullable(),
  /** Epoch ms, or null for "until switched off". */
  endTime: z.number().nullable(),
});

/** `GET /wps/system/status` value: the permission response (spec §3, platform-facts). */
export const systemStatusResponse = z.object({
  /** 0 normal, 1 maintenance, 2 region restriction; maintenance wins (spec §1). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceTime: maintenanceWindow.nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({
    merchant: merchantInfo,
    whitelabel: z.array(whitelabelNode),
    register: z.record(z.string(), validationRule),
    resources: z.array(resourceEntry),
    customerService: z.array(customerServiceEntry),
    banners: z.array(bannerEntry),
    domainRoute: z.string().nullable(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    /** SPKI PEM of the RSA key that wraps each encrypted call's AES key (DESIGN.md §4). */
    payloadKey: z.string(),
  }),
});
export type SystemStatusResponse = z.infer<typeof systemStatusResponse>;

/** Query of `GET /wps/system/status`: the client sends its current host. */
export const systemStatusQuery = z.object({ url: z.string().max(2048).optional() });
