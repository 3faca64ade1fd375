import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { SITE_PATHS } from '@bet/contracts/system/vitals';
import { routePatternOf } from './route-pattern';
import { routeTree } from './router';

const pathsOf = (tree: RouteObject[]): string[] =>
  tree.flatMap((r) => [...(r.path === undefined ? [] : [r.path]), ...pathsOf(r.children ?? [])]);

describe('routePatternOf', () => {
  it("names an address by the router's pattern, without query or unknown parts", () => {
    expect(routePatternOf('/rng')).toBe('/rng');
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/no-such-page/42')).toBe('*');
  });

  it("the contract's site paths (the server's metric labels) are exactly the router's", () => {
    expect([...SITE_PATHS].sort()).toEqual(pathsOf(routeTree).sort());
  });
});
