import type { Db } from '../db/create-db.js';
import { MallService } from '../modules/points/mall.service.js';
import { PointsOperatorService } from '../modules/points/points-operator.service.js';
import { PointsService } from '../modules/points/points.service.js';
import type { PaymentPasswordCheck } from '../modules/wallet/payment-password.js';

/** Points and the points mall (issue 18): built once, like every other service. */
export function buildPointsServices(d: { db: Db; paymentPassword: PaymentPasswordCheck }) {
  const points = new PointsService({ db: d.db });
  const mall = new MallService({ db: d.db, paymentPassword: d.paymentPassword });
  const pointsOperator = new PointsOperatorService({ db: d.db, points });
  return { points, mall, pointsOperator };
}
