import type { MoneyTables } from './schema-money.js';
import type { GameTables } from './schema-games.js';
import type { HouseLotteryTables } from './schema-house-lottery.js';
import type { HouseLiveTables } from './schema-house-live.js';
import type { HousePvpTables } from './schema-house-pvp.js';
import type { ResponsibleGamingTables } from './schema-responsible-gaming.js';
import type { LotteryOperationsTables } from './schema-lottery-operations.js';
import type { SiteTables } from './schema-site.js';
import type { FeedbackTables } from './schema-feedback.js';
import type { PromotionTables } from './schema-promotions.js';
import type { PointsTables } from './schema-points.js';
import type { VipTables } from './schema-vip.js';
import type { ReferralTables } from './schema-referral.js';
import type { InboxTables } from './schema-inbox.js';
import type { NoticeTables } from './schema-notices.js';
import type { ChatTables } from './schema-chat.js';
import type { SiteAppTables } from './schema-site-app.js';
import type { AgentTreeTables } from './schema-agent-tree.js';
import type { AgentTeamTables } from './schema-agent-team.js';
import type { AgentContractTables } from './schema-agent-contracts.js';
import type { AgentSettlementTables } from './schema-agent-settlement.js';
import type { ReportTables } from './schema-reports.js';
import type { MerchantTables, MerchantsTable } from './schema-merchant.js';
import type { OperatorTables, OperatorsTable } from './schema-operators.js';
import type { IdentityTables, MembersTable } from './schema-identity.js';
import type { PlatformTables } from './schema-platform.js';
import type { Insertable, Selectable } from 'kysely';

/** Every table, by domain (one schema-<domain>.ts each). */
export interface Database
  extends
    MerchantTables,
    OperatorTables,
    IdentityTables,
    PlatformTables,
    MoneyTables,
    GameTables,
    ReportTables,
    SiteTables,
    SiteAppTables,
    ChatTables,
    InboxTables,
    FeedbackTables,
    PromotionTables,
    PointsTables,
    VipTables,
    ReferralTables,
    NoticeTables,
    AgentTreeTables,
    AgentTeamTables,
    AgentContractTables,
    AgentSettlementTables,
    HouseLotteryTables,
    HouseLiveTables,
    HousePvpTables,
    ResponsibleGamingTables,
    LotteryOperationsTables {}

export type Merchant = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;
export type Operator = Selectable<OperatorsTable>;
export type Member = Selectable<MembersTable>;
