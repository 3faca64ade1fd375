import type { Db } from '../db/create-db.js';
import { MallService } from '../modules/points/mall.service.js';
import { PointsOperatorService } from '../modules/points/points-operator.service.js';
import { PointsService } from '../modules/points/points.service.js';
import { ReferralOperatorService } from '../modules/referral/referral-operator.service.js';
import { ReferralService } from '../modules/referral/referral.service.js';
import { VipBenefitsService } from '../modules/vip/vip-benefits.service.js';
import { VipOperatorService } from '../modules/vip/vip-operator.service.js';
import { VipService } from '../modules/vip/vip.service.js';
import type { PaymentPasswordCheck } from '../modules/wallet/payment-password.js';

/** Loyalty (issue 18): points, the points mall, VIP ranks and referral, built once like every other service. */
export function buildLoyaltyServices(d: { db: Db; paymentPassword: PaymentPasswordCheck; timeZone: string }) {
  const points = new PointsService({ db: d.db });
  const mall = new MallService({ db: d.db, paymentPassword: d.paymentPassword });
  const pointsOperator = new PointsOperatorService({ db: d.db, points });
  const vip = new VipService({ db: d.db });
  const vipBenefits = new VipBenefitsService({ db: d.db, timeZone: d.timeZone });
  const vipOperator = new VipOperatorService({ db: d.db });
  const referral = new ReferralService({ db: d.db });
  const referralOperator = new ReferralOperatorService({ db: d.db });
  return { points, mall, pointsOperator, vip, vipBenefits, vipOperator, referral, referralOperator };
}
