import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a schema accepts, and values just outside its bounds, for the contract fuzz test.
 * Reads zod 4's definitions (`schema._zod.def`) for the kinds the contract uses; refinements
 * (`.refine`) cannot be generated, so a "valid" value may still be refused: that is fine, the
 * test asserts how the server answers, not that it says yes.
 */

/** Plausible values by field name, so that some calls get past validation into the services. */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Check {
  check: string;
  [key: string]: unknown;
}
type Schema = z.ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def): Check[] =>
  ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);
/** Optional and defaulted fields may be left out of an object. */
const isOptional = (schema: Schema) => (schema._zod as { optin?: string }).optin === 'optional';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// fast-check's integer() is 32-bit: wider bounds are covered by the boundary constants.
const INT_LIMIT = 2 ** 31 - 1;
const clamp = (n: number) => Math.max(-INT_LIMIT, Math.min(INT_LIMIT, n));

function stringArbitrary(def: Def): fc.Arbitrary<unknown> {
  let min = 0;
  let max = Infinity;
  let format = typeof def.format === 'string' ? def.format : undefined;
  const patterns: RegExp[] = def.pattern instanceof RegExp ? [def.pattern] : [];
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    else if (c.check === 'length_equals') min = max = c.length as number;
    else if (c.check === 'string_format') {
      if (c.format !== 'regex') format = c.format as string;
      if (c.pattern instanceof RegExp) patterns.push(c.pattern);
    }
  }
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  if (patterns.length > 0) {
    const [first, ...rest] = patterns;
    return fc.stringMatching(first!).filter((s) => rest.every((p) => p.test(s)));
  }
  const cap = Math.min(max, min + 40);
  const past = [min - 1, ...(Number.isFinite(max) ? [max + 1] : [])].filter((n) => n >= 0 && n <= 20_000);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: cap }), weight: 4 },
    { arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }), weight: 2 },
    // The bounds themselves, and (less often) one past them.
    { arbitrary: fc.constantFrom(min, Math.min(max, 20_000)).map(repeat), weight: 1 },
    ...(past.length > 0 ? [{ arbitrary: fc.constantFrom(...past).map(repeat), weight: 1 }] : []),
  );
}

const repeat = (n: number) => 'x'.repeat(n);

function numberArbitrary(def: Def): fc.Arbitrary<unknown> {
  let lo = -Infinity;
  let hi = Infinity;
  let loOpen = false;
  let hiOpen = false;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than' && (c.value as number) >= lo) {
      lo = c.value as number;
      loOpen = !c.inclusive;
    } else if (c.check === 'less_than' && (c.value as number) <= hi) {
      hi = c.value as number;
      hiOpen = !c.inclusive;
    } else if (c.check === 'number_format') integer = true;
  }
  const low = Number.isFinite(lo) ? lo : -1e6;
  const high = Number.isFinite(hi) ? hi : 1e6;
  // Just outside the bounds; with no upper bound, past a 32-bit column and the largest exact integer.
  const past = [lo - 1, hi + 1, lo - 0.01, hi + 0.01].filter(Number.isFinite);
  if (!Number.isFinite(hi)) past.push(2 ** 31, Number.MAX_SAFE_INTEGER);
  const outside = past.length > 0 ? [{ arbitrary: fc.constantFrom(...past), weight: 1 }] : [];
  if (integer) {
    const min = clamp(loOpen ? Math.floor(low) + 1 : Math.ceil(low));
    const max = clamp(hiOpen ? Math.ceil(high) - 1 : Math.floor(high));
    if (min > max) return fc.constantFrom(...past, 0);
    return fc.oneof(
      { arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }), weight: 3 },
      { arbitrary: fc.integer({ min, max }), weight: 2 },
      { arbitrary: fc.constantFrom(min, max), weight: 1 },
      ...outside,
    );
  }
  // Money has two decimals: most generated amounts are whole cents.
  const minCents = clamp(Math.ceil(low * 100) + (loOpen ? 1 : 0));
  const maxCents = clamp(Math.floor(high * 100) - (hiOpen ? 1 : 0));
  const cents =
    minCents <= maxCents
      ? fc.integer({ min: minCents, max: maxCents }).map((c) => c / 100)
      : fc.constant(low);
  return fc.oneof(
    { arbitrary: cents, weight: 3 },
    {
      arbitrary: fc.double({ min: low, max: high, minExcluded: loOpen, maxExcluded: hiOpen, noNaN: true }),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(low, high), weight: 1 },
    ...outside,
  );
}

/** An arbitrary of values for `schema` (and its bounds); `hints` bias fields by name. */
export function arbitraryFor(schema: Schema, hints: Hints = {}, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  const inner = (s: unknown) => arbitraryFor(s as Schema, hints, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
    case 'transform':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'pipe':
      // A preprocess pipes a transform into the real schema; a transform follows its input.
      return defOf(def.in as Schema).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'array': {
      let minLength = 0;
      let maxLength = 5;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') minLength = c.minimum as number;
        else if (c.check === 'max_length') maxLength = Math.min(c.maximum as number, minLength + 5);
      }
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) {
        const own = inner(field);
        const hint = hints[key];
        model[key] = hint ? fc.oneof({ arbitrary: hint, weight: 2 }, { arbitrary: own, weight: 1 }) : own;
      }
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      return fc.record(model, { requiredKeys });
    }
    default:
      // unknown, any, custom: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
