import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';

export interface MoneyDeps {
  config: Config;
  db: Db;
  operatorAuth: OperatorAuthService;
}

/** Builds the money services (issue 4) and registers their routes, operator routes and jobs. */
export async function registerMoney(app: FastifyInstance, deps: MoneyDeps): Promise<void> {
  void app;
  void deps;
}
