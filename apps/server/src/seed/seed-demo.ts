import { PATTERNS, type PatternId } from '@bet/contracts/validation';
import type { Db } from '../db/create-db.js';
import {
  demoBanners,
  demoCountries,
  demoCustomerService,
  demoDomains,
  demoMerchant,
  demoResources,
  demoWhitelabel,
  flattenTree,
} from './demo-site.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoFeedback } from './demo-feedback.js';
import { seedDemoInbox } from './demo-inbox.js';
import { seedDemoNotices } from './demo-notices.js';
import { seedDemoMissions } from './demo-missions.js';
import { seedDemoPoints } from './demo-points.js';
import { seedDemoVip } from './demo-vip.js';
import { seedDemoReferral } from './demo-referral.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoMoney } from './demo-money.js';
import { seedDemoGames } from './demo-games.js';
import { seedDemoLottery } from './demo-lottery.js';
import { seedDemoLive } from './demo-live.js';
import { seedDemoPvp } from './demo-pvp.js';
import { seedDemoResponsibleGaming } from './demo-responsible-gaming.js';
import { seedDemoSports } from './demo-sports.js';
import { helpArticles } from './help-articles.js';

const rule = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  required: boolean,
  enabled = true,
) => ({
  enabled,
  required,
  min_length: minLength,
  max_length: maxLength,
  accepted_pattern: PATTERNS[patternId].pattern,
  pattern_id: patternId,
});

/** Registration rules for every field of spec §3; optional contact fields are shown but not required. */
const demoRegisterRules = {
  username: rule('letterFirstAlnum', 6, 16, true),
  password: rule('lettersAndDigits', 8, 64, true),
  mobileNum: rule('digits', 7, 11, true),
  verificationCode: rule('digits', 0, 255, false),
  payeeName: rule('fullName', 3, 50, false),
  nickname: rule('any', 2, 20, false),
  paymentPassword: rule('digits', 6, 6, false, false),
  qqNum: rule('digits', 5, 12, false, false),
  line: rule('noSpaces', 3, 30, false),
  whatsapp: rule('digits', 7, 15, false),
  facebook: rule('noSpaces', 3, 50, false),
  wechat: rule('noSpaces', 3, 30, false, false),
  idNumber: rule('alphanumeric', 6, 20, false, false),
  email: rule('email', 6, 50, false),
  recommenderId: rule('alphanumeric', 4, 20, false),
  affiliateCode: rule('alphanumeric', 4, 20, false),
  referralCode: rule('alphanumeric', 4, 20, false),
  captcha: rule('alphanumeric', 4, 4, true),
  birthday: rule('dateYmd', 10, 10, false, false),
} as const;

/**
 * Seeds the demo merchant on first start only: a merchant that exists is left as the
 * operator made it. Runs in one transaction, so a crash leaves no half-seeded site.
 */
export async function seedDemoData(db: Db, opts: { merchantCode: string }): Promise<boolean> {
  const existing = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', opts.merchantCode)
    .executeTakeFirst();
  if (existing) {
    // A data folder from before the money and games issues gets their demo data once.
    await db.transaction().execute(async (trx) => {
      await seedDemoMoney(trx, existing.id);
      await seedDemoGames(trx, existing.id);
      await seedDemoLottery(trx, existing.id);
      await seedDemoLive(trx, existing.id);
      await seedDemoPvp(trx, existing.id);
      await seedDemoSports(trx, existing.id);
      await seedDemoResponsibleGaming(trx, existing.id);
    });
    return false;
  }

  await db.transaction().execute(async (trx) => {
    const m = demoMerchant;
    const { id } = await trx
      .insertInto('merchants')
      .values({
        code: opts.merchantCode,
        name: m.name,
        platform: m.platform,
        lottery_type: m.lotteryType,
        device: m.device,
        currency: m.currency,
        currency_symbol: m.currencySymbol,
        languages: JSON.stringify(m.languages),
        default_language: m.defaultLanguage,
        logged_in_to_homepage: false,
        is_default: true,
        image_cdns: JSON.stringify(m.imageCDNs),
        launch_game_cdns: JSON.stringify(m.launchGameCDNs),
        register_bonus_amount: m.registerBonus.amount,
        register_bonus_currency: m.registerBonus.currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('merchant_modules')
      .values(
        flattenTree(demoWhitelabel).map((node, sort) => ({
          merchant_id: id,
          mod_id: node.modId,
          parent_mod_id: node.parent,
          enabled: node.enabled,
          sort,
        })),
      )
      .execute();
    await trx.insertInto('maintenance').values({ merchant_id: id, enabled: false }).execute();
    await trx
      .insertInto('register_rules')
      .values(Object.entries(demoRegisterRules).map(([field, r]) => ({ merchant_id: id, field, ...r })))
      .execute();
    await trx
      .insertInto('resources')
      .values(
        demoResources.map((r, sort) => ({
          merchant_id: id,
          resource_type: r.type,
          url: r.url,
          qr_code_url: r.url,
          label_name_en: r.en,
          label_name_cn: r.cn,
          sort,
        })),
      )
      .execute();
    await trx
      .insertInto('customer_service')
      .values(demoCustomerService.map((c) => ({ merchant_id: id, cs_type: c.type, path: c.path })))
      .execute();
    await trx
      .insertInto('banners')
      .values(
        demoBanners.map((b, sort) => ({
          merchant_id: id,
          group_name: b.group,
          url: b.url,
          link: b.link,
          sort,
        })),
      )
      .execute();
    await trx
      .insertInto('countries')
      .values(
        demoCountries.map(([country_code, dialing_code], sort) => ({ country_code, dialing_code, sort })),
      )
      .onConflict((oc) => oc.column('country_code').doNothing())
      .execute();
    await trx
      .insertInto('domains')
      .values(demoDomains.map((d) => ({ merchant_id: id, domain: d.domain, speed_ms: d.speed })))
      .execute();
    await trx
      .insertInto('help_articles')
      .values(helpArticles.map((a) => ({ merchant_id: id, ...a })))
      .execute();
    await seedDemoMembers(trx, id);
    await seedDemoChat(trx, id);
    await seedDemoInbox(trx, id);
    await seedDemoFeedback(trx, id);
    await seedDemoMoney(trx, id);
    await seedDemoGames(trx, id);
    await seedDemoLottery(trx, id);
    await seedDemoLive(trx, id);
    await seedDemoPvp(trx, id);
    await seedDemoSports(trx, id);
    await seedDemoNotices(trx, id);
    await seedDemoPromotions(trx, id);
    await seedDemoMissions(trx, id);
    await seedDemoPoints(trx, id);
    await seedDemoVip(trx, id);
    await seedDemoReferral(trx, id);
    await seedDemoResponsibleGaming(trx, id);
  });
  return true;
}
