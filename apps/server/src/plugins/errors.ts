import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '@bet/contracts/routes';
import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import { statusOf } from '@bet/contracts/error-status';
import { AppError } from '../shared/app-error.js';

const send = (reply: FastifyReply, code: ErrorCode, message: string, value?: unknown) =>
  reply
    .status(statusOf(code))
    .send({ success: false, errorCode: code, message, ...(value === undefined ? {} : { value }) });

/** Fastify's own errors for bad client input, mapped to platform codes. */
function clientErrorCode(error: FastifyError): ErrorCode | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return ErrorCodes.payloadTooLarge;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return ErrorCodes.requestBodyRequired;
  if (error.statusCode === 429) return ErrorCodes.tooManyRequests;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return ErrorCodes.requestParamErr;
  return undefined;
}

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Every answer of the API is an envelope: refusals keep their code and status, bad input is
 * a 4xx with a code, and only our own faults are 500 (logged, never described to the client).
 */
export const errorsPlugin = fp<{ fallback: (request: FastifyRequest, reply: FastifyReply) => unknown }>(
  async (app, { fallback }) => {
    const apiPaths = new Map<string, Set<string>>();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const known = apiPaths.get(route.url) ?? new Set<string>();
      for (const method of methods) known.add(method);
      apiPaths.set(route.url, known);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return send(reply, error.errorCode, error.message, error.value);
      const code = clientErrorCode(error);
      if (code) return send(reply, code, error.message);
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, ErrorCodes.internalError, 'internal error');
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      const methods = apiPaths.get(path);
      if (methods && !methods.has(request.method)) {
        reply.header('allow', [...methods].join(', '));
        return send(reply, ErrorCodes.httpMethodNotSupport, `method ${request.method} not supported`);
      }
      if (isApiPath(path)) return send(reply, ErrorCodes.notFound, 'not found');
      return fallback(request, reply);
    });
  },
);
