import { describe, expect, it } from 'vitest';
import { routeSchemas } from './route-schemas.js';
import { routeList } from './routes.js';

describe('route schemas', () => {
  it('cover every route of the implemented issues (2–5)', () => {
    const missing = routeList.filter((r) => r.issue <= 5 && !(r.name in routeSchemas)).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('answer a redirect route with no envelope at all', () => {
    expect(routeSchemas.socialLoginCallback.response.safeParse({}).success).toBe(false);
  });
});
