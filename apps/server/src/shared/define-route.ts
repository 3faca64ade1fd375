import type { RouteDef } from '@bet/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { ok } from '@bet/contracts/envelope';
import { AppError } from './app-error.js';
import { acceptsGzip, gzipJson, worthGzip } from './gzip-json.js';
import { RawJson } from './raw-json.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whitelabel module of the route (checked by the module guard). */
    modId?: string;
    /** The route needs a session token. */
    token?: boolean;
    /** The body arrives encrypted (payload-encryption plugin). */
    encrypted?: boolean;
    /** No access-log line for a quick success (a poll every page load makes). */
    quietWhenOk?: boolean;
  }
}

interface RouteOptions<Q extends z.ZodType, B extends z.ZodType, R> {
  query?: Q;
  body?: B;
  /** Token routes only: who may call (default 'member', trial accounts refused). */
  access?: 'session' | 'member' | 'agent';
  rateLimit?: { max: number; timeWindow: number | string };
  /** Log only failures and slow answers (see app.ts). */
  quietWhenOk?: boolean;
  handler: (input: {
    query: z.infer<Q>;
    body: z.infer<B>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<R> | R;
}

function parse<S extends z.ZodType>(schema: S | undefined, data: unknown): z.infer<S> {
  if (!schema) return undefined as z.infer<S>;
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    throw new AppError(ErrorCodes.requestParamErr, 'invalid request parameters', { fields });
  }
  return result.data;
}

/**
 * Registers a route of the contract's route table: method and path come from the table, so
 * the server and the web client cannot drift; input is checked by zod; the handler's
 * result is wrapped in the success envelope.
 */
export function defineRoute<Q extends z.ZodType, B extends z.ZodType, R>(
  app: FastifyInstance,
  route: Pick<RouteDef, 'method' | 'path'> & Partial<RouteDef>,
  options: RouteOptions<Q, B, R>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    config: {
      ...(route.modId ? { modId: route.modId } : {}),
      ...(route.token ? { token: route.token } : {}),
      ...(route.encrypted ? { encrypted: route.encrypted } : {}),
      ...(options.access ? { access: options.access } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.quietWhenOk ? { quietWhenOk: true } : {}),
    },
    handler: async (request, reply) => {
      const query = parse(options.query, request.query);
      const body = parse(options.body, request.body);
      const value = await options.handler({ query, body, request, reply });
      // A handler that answered by itself (a redirect) returns the reply: nothing to wrap.
      if (value === reply) return reply;
      if (value instanceof RawJson) {
        reply.type('application/json; charset=utf-8');
        if (worthGzip(value)) {
          reply.header('vary', 'accept-encoding');
          // The cached document's deflate is made once: a browser gets a quarter of the bytes
          // for no compression work per request (decision 0005).
          if (acceptsGzip(request.headers['accept-encoding'])) {
            reply.header('content-encoding', 'gzip');
            return gzipJson(['{"success":true,"value":', ...value.parts, '}']);
          }
        }
        return `{"success":true,"value":${value.json}}`;
      }
      return ok(value);
    },
  });
}
