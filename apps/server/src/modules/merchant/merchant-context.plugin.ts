import fp from 'fastify-plugin';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';
import type { MerchantContext, MerchantService } from './merchant.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every API route (those carrying a module id, and the operator API). */
    merchantContext: MerchantContext;
  }
}

/**
 * Resolves the merchant from the `Merchant` header for API routes, then refuses the call
 * with 403 `function.not.available` when the route's module is switched off.
 */
export const merchantContextPlugin = fp<{ merchants: MerchantService }>(async (app, { merchants }) => {
  app.decorateRequest('merchantContext', null as unknown as MerchantContext);
  app.addHook('onRequest', async (request) => {
    const modId = request.routeOptions.config?.modId;
    const isOperatorApi = request.routeOptions.url?.startsWith('/ops/') ?? false;
    if (!modId && !isOperatorApi) return;
    request.merchantContext = await merchants.resolve(request.headers.merchant);
    if (modId && !request.merchantContext.isModuleEnabled(modId)) {
      throw new AppError(ErrorCodes.functionNotAvailable, 'the feature is under maintenance');
    }
  });
});
