import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { ok } from '@bet/contracts/envelope';
import { routeSchemas, type RouteSchemas, type SchemaRouteName } from '@bet/contracts/route-schemas';
import { routes, type CallOf, type RouteDef } from '@bet/contracts/routes';
import {
  allOperatorRoutes,
  operatorRouteSchemas,
  type OperatorRouteName,
} from '@bet/contracts/operator/operator-route-schemas';
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
  interface FastifyInstance {
    /** Every answer is parsed with its contract's response schema (tests; see decision 0016). */
    checkResponses?: boolean;
  }
}

/** Error code of an answer that does not match its contract (only ever sent when `checkResponses`). */
export const RESPONSE_CONTRACT_MISMATCH = 'response.contract.mismatch';

/** What a handler may answer: the contract's value, a cached JSON document of it, or the reply itself (a redirect). */
export type Answer<R> = R | RawJson | FastifyReply;
type Parsed<S, K extends 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

export interface RouteOptions<S, R> {
  /** Token routes only: who may call (default 'member', trial accounts refused). */
  access?: 'session' | 'member' | 'agent';
  rateLimit?: { max: number; timeWindow: number | string };
  /** Log only failures and slow answers (see app.ts). */
  quietWhenOk?: boolean;
  handler: (input: {
    query: Parsed<S, 'query'>;
    body: Parsed<S, 'body'>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<Answer<R>> | Answer<R>;
}

type Route<N extends SchemaRouteName> = (typeof routes)[N];

/**
 * Registers a route of the contract by name: method, path, flags and the query and body schemas
 * come from the contract, so the server and the web client cannot drift; the handler's input is
 * typed from the schemas and its answer must be the route's response type.
 */
export function defineRoute<N extends SchemaRouteName>(
  app: FastifyInstance,
  name: N,
  options: RouteOptions<(typeof routeSchemas)[N], CallOf<Route<N>>['response']>,
): void {
  registerContractRoute(app, name, routes[name], routeSchemas[name], options);
}

/** Registers an operator call (`/ops`) by name, as `defineRoute` does a member call. */
export function defineOperatorRoute<N extends OperatorRouteName>(
  app: FastifyInstance,
  name: N,
  options: RouteOptions<(typeof operatorRouteSchemas)[N], CallOf<(typeof allOperatorRoutes)[N]>['response']>,
): void {
  registerContractRoute(app, `ops.${name}`, allOperatorRoutes[name], operatorRouteSchemas[name], options);
}

function parse(schema: z.ZodType | undefined, data: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    throw new AppError(ErrorCodes.requestParamErr, 'invalid request parameters', { fields });
  }
  const unstorable = nulPaths(result.data);
  if (unstorable.length > 0) {
    const fields = unstorable.map((path) => ({ path, code: 'invalid_characters' }));
    throw new AppError(ErrorCodes.requestParamErr, 'invalid request parameters', { fields });
  }
  return result.data;
}

/**
 * Where the parsed input holds U+0000, in a value or a key. PostgreSQL's text cannot store it
 * (the query fails, a 500), and no field of the contract has a use for it: refused like any
 * other bad parameter, once here for every call instead of in each schema.
 */
function nulPaths(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulPaths(item, path ? `${path}.${i}` : String(i), found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) found.push(at);
      nulPaths(item, at, found);
    }
  }
  return found;
}

/**
 * The answer as the client reads it, checked against the contract. Tests only: parsing every
 * answer costs as much as building it, and production answers come from the same code the tests ran.
 */
function contractIssues(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] | null {
  // What the client reads: a cached document's text, or the value after a JSON round trip
  // (undefined fields dropped, dates as strings); a handler that returned nothing sends no value.
  const text = value instanceof RawJson ? value.json : JSON.stringify(value);
  const sent: unknown = text === undefined ? undefined : JSON.parse(text);
  const result = schema.safeParse(sent);
  return result.success ? null : result.error.issues;
}

/** Registers one contract route (member or operator table); `name` names it in the mismatch log. */
export function registerContractRoute(
  app: FastifyInstance,
  name: string,
  route: Pick<RouteDef, 'method' | 'path'> & Partial<RouteDef>,
  schemas: RouteSchemas,
  // Typed by the callers (defineRoute, defineOperatorRoute); here any answer of any route.
  options: Omit<RouteOptions<unknown, unknown>, 'handler'> & { handler: (input: never) => unknown },
): void {
  const handler = options.handler as (input: {
    query: unknown;
    body: unknown;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => unknown;
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
      const query = parse(schemas.query, request.query);
      const body = parse(schemas.body, request.body);
      const value = await handler({ query, body, request, reply });
      // A handler that answered by itself (a redirect) returns the reply: nothing to wrap.
      if (value === reply) return reply;
      if (app.checkResponses) {
        const issues = contractIssues(schemas.response, value);
        if (issues) {
          request.log.error({ route: name, issues }, 'response does not match the contract');
          return reply.status(500).send({
            success: false,
            errorCode: RESPONSE_CONTRACT_MISMATCH,
            message: `${name}: response does not match the contract: ${issues
              .map((i) => `${i.path.join('.') || '(value)'} ${i.message}`)
              .join('; ')}`,
          });
        }
      }
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
