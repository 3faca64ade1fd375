import { z } from 'zod';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * Whether the API's OpenAPI document and its viewer are served at `/docs` (decision 0022). One
 * switch for the whole platform: the API is the same for every merchant. Until an operator sets
 * it, it is on with `NODE_ENV=development` and off otherwise.
 */
export const apiDocsSetting = z.object({ enabled: z.boolean() });
export type ApiDocsSetting = z.infer<typeof apiDocsSetting>;

/** The API documentation switch (reading: any operator; changing: admin, audited). */
export const operatorDocsRoutes = {
  getApiDocs: op<{ response: Out<typeof apiDocsSetting> }>('GET', '/ops/system/apiDocs'),
  setApiDocs: op<{ body: In<typeof apiDocsSetting>; response: Out<typeof apiDocsSetting> }>(
    'PUT',
    '/ops/system/apiDocs',
  ),
} as const;
