import fc from 'fast-check';

/**
 * Inputs no honest client sends: wrong types, numbers at and past every limit, very long and
 * strange strings, prototype keys, deep nesting. Used whole, or to spoil one field of a valid body.
 */

const nested = (depth: number, wrap: (v: unknown) => unknown) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

/** An object with an own `__proto__` key, as `JSON.parse` makes one (assignment would set the prototype). */
const protoKey = (value: unknown) => JSON.parse(`{"__proto__":${JSON.stringify(value)}}`) as object;

const POLLUTION = { polluted: 'yes', isAdmin: true, role: 'admin' };

export const hostileScalar = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  -0,
  0,
  -1,
  2 ** 53 + 2,
  -(2 ** 63),
  5e-324,
  0.1 + 0.2,
  100.005,
  1_000_000_000.01,
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  ' 12 ',
  '',
  '   ',
  'null',
  'true',
  'A'.repeat(10_000),
  '😀'.repeat(2_500),
  '\u202Eevil\u202C',
  '\u0000',
  'a\u0000b',
  '\u200B\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̯̗',
  '\uD800',
  'مرحبا بالعالم',
  "' OR 1=1 --",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '__proto__',
  'constructor',
  true,
  false,
  null,
  [],
  {},
  [1, 2, 3],
  ['a'],
  { $gt: '' },
  { length: 1e9 },
);

const deep = fc.constantFrom(
  nested(1_000, (v) => [v]),
  nested(1_000, (v) => ({ a: v })),
);

/** Any hostile value: a constant above, random JSON, raw UTF-16 (lone surrogates, NUL) or deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 5 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: fc.constant(protoKey(POLLUTION)), weight: 1 },
);

/** Keys a client might add to claim more than it is. */
const extraKey = fc.constantFrom(
  'isAdmin',
  'role',
  'merchantId',
  'memberId',
  'balance',
  'status',
  'id',
  'x'.repeat(300),
  '',
  '🙂',
);

type Mutation =
  | { op: 'replace'; index: number; value: unknown }
  | { op: 'drop'; index: number; value: unknown }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'proto'; value: unknown }
  | { op: 'constructor'; value: unknown }
  | { op: 'array'; value: unknown }
  | { op: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({ op: fc.constant('replace' as const), index: fc.nat(), value: hostileValue }),
    weight: 6,
  },
  {
    arbitrary: fc.record({ op: fc.constant('drop' as const), index: fc.nat(), value: fc.constant(null) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ op: fc.constant('extra' as const), key: extraKey, value: hostileValue }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constantFrom('proto', 'constructor', 'array', 'whole'),
      value: hostileValue,
    }) as fc.Arbitrary<Mutation>,
    weight: 2,
  },
);

const define = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** One spoilt copy of `valid`: a field replaced, dropped or added, a prototype key, or a wrong shape. */
export function applyMutation(valid: unknown, m: Mutation): unknown {
  if (m.op === 'array') return [valid];
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) return m.value;
  const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(copy);
  switch (m.op) {
    case 'whole':
      return m.value;
    case 'proto':
      return Object.assign(protoKey(POLLUTION), copy);
    case 'constructor':
      return define(copy, 'constructor', { prototype: POLLUTION });
    case 'extra':
      return define(copy, m.key, m.value);
    default: {
      if (keys.length === 0) return define(copy, 'unexpected', m.value);
      const key = keys[m.index % keys.length]!;
      if (m.op === 'drop') delete copy[key];
      else define(copy, key, m.value);
      return copy;
    }
  }
}

/** A valid value of `valid`, spoilt. */
export const mutated = (valid: fc.Arbitrary<unknown>) =>
  fc.tuple(valid, mutation).map(([v, m]) => applyMutation(v, m));

/** A query string of a value: arrays as repeated keys, objects as JSON, nothing for undefined. */
export function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `value=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

/** Query strings a parser must survive: broken escapes, prototype keys, repeats, brackets, huge values. */
export const hostileQueryText = fc.constantFrom(
  'a=%E0%A4%A',
  '%',
  '__proto__=1&__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'pageNo=1&pageNo=2&pageNo=3',
  'pageNo=1e308&pageSize=-0',
  'pageNo=NaN&pageSize=Infinity',
  'pageNo=99999999999999999999999&pageSize=0x10',
  '%00=%00&id=%00',
  `id=${'9'.repeat(5_000)}`,
  'id=2147483648&nodeId=9007199254740991',
  'state=%00&code=%00',
  `q=${'a'.repeat(10_000)}`,
  '&&&==&=',
  'pageSize[]=1&from[gt]=0',
  'id=1;drop table members',
  `x=${encodeURIComponent('😀\u202E\u0000')}`,
);
