import { accountFeature } from '@/features/account/routes';
import { agentsFeature } from '@/features/agents/routes';
import { auditFeature } from '@/features/audit/routes';
import { cardRoomFeature } from '@/features/card-room/routes';
import { chatFeature } from '@/features/chat/routes';
import { dashboardFeature } from '@/features/dashboard/routes';
import { feedbackFeature } from '@/features/feedback/routes';
import { noticesFeature } from '@/features/notices/routes';
import { gamesFeature } from '@/features/games/routes';
import { inboxFeature } from '@/features/inbox/routes';
import { jobsFeature } from '@/features/jobs/routes';
import { lotteryFeature } from '@/features/lottery/routes';
import { missionsFeature } from '@/features/missions/routes';
import { operatorsFeature } from '@/features/operators/routes';
import { outboxFeature } from '@/features/outbox/routes';
import { playersFeature } from '@/features/players/routes';
import { pointsFeature } from '@/features/points/routes';
import { promotionsFeature } from '@/features/promotions/routes';
import { queuesFeature } from '@/features/queues/routes';
import { referralFeature } from '@/features/referral/routes';
import { reportsFeature } from '@/features/reports/routes';
import { responsibleGamingFeature } from '@/features/responsible-gaming/routes';
import { settingsFeature } from '@/features/settings/routes';
import { sportsFeature } from '@/features/sports/routes';
import { vipFeature } from '@/features/vip/routes';
import type { ConsoleFeature } from '@/shared/console-feature';

/** Every feature of the console, in menu order. A new feature adds one line here. */
export const FEATURES: ConsoleFeature[] = [
  dashboardFeature,
  queuesFeature,
  playersFeature,
  responsibleGamingFeature,
  agentsFeature,
  outboxFeature,
  feedbackFeature,
  inboxFeature,
  chatFeature,
  reportsFeature,
  noticesFeature,
  promotionsFeature,
  missionsFeature,
  pointsFeature,
  vipFeature,
  referralFeature,
  settingsFeature,
  gamesFeature,
  lotteryFeature,
  sportsFeature,
  cardRoomFeature,
  operatorsFeature,
  auditFeature,
  jobsFeature,
  accountFeature,
];
