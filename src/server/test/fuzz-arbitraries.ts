import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

/**
 * Hostile values for the fuzz suite (src/server/api-fuzz.test.ts). Each family is one class of input
 * that once reached the database or the log unchecked: NUL characters, lone UTF-16 surrogates, dates
 * PostgreSQL cannot store, numbers out of range, wrong types, `__proto__` keys, deep and huge JSON.
 */

/** Values planted in requests; the log of the run must never hold any of them. */
export const PLANTED = {
  password: 'Planted-Pa55word!',
  token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJwbGFudGVkIn0.cGxhbnRlZHNpZ25hdHVyZQ',
  email: 'planted.person@example.org',
  phone: '+447700900123',
  hash: '$argon2id$v=19$m=19456,t=2,p=1$cGxhbnRlZHNhbHQ$cGxhbnRlZGhhc2hwbGFudGVkaGFzaA',
} as const;

const NUL = '\u0000';
/** Dates JavaScript parses but PostgreSQL cannot store, and dates that are not dates. */
export const EXTREME_DATES = [
  '-100000-01-01',
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '-004714-11-23T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '1970-01-01T00:00:00+99:99',
  'infinity',
  '-infinity',
  'epoch',
] as const;

const NASTY_TEXT = [
  NUL,
  `a${NUL}b`,
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uffff',
  '\u202e',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '',
  ' ',
  'null',
  '__proto__',
  'constructor',
  PLANTED.password,
  PLANTED.token,
  PLANTED.email,
  PLANTED.phone,
  PLANTED.hash,
];

/** A string with a NUL character or a lone surrogate somewhere inside. */
const poisoned = fc
  .tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.constant(NUL), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')), fc.string({ maxLength: 8 }))
  .map(([a, bad, b]) => a + bad + b);

/** Text no schema expects: NUL, lone surrogates, odd dates, any UTF-16, now and then a very long string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT, ...EXTREME_DATES), weight: 4 },
  { arbitrary: poisoned, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Ids that are not ids of anything: wrong length, wrong case, all zeros, words. */
export const malformedId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', 'null', 'undefined', '[object Object]', '000000000000000000000000', 'FFFFFFFFFFFFFFFFFFFFFFFF', '1e999', '..', 'ÿÿÿ'),
  fc.stringMatching(/^[0-9a-f]{23}$/),
  fc.stringMatching(/^[0-9a-f]{25}$/),
  fc.stringMatching(/^[0-9A-Za-z_-]{1,100}$/),
);

/** Numbers outside every column and schema range, and those JSON only just holds. */
export const extremeNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  32_768,
  65_536,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

/** A value of any JSON type: the wrong one wherever a schema expects another. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  extremeNumber,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Any hostile value in a JSON document. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: extremeNumber, weight: 2 },
);

/** JSON texts a parser has to refuse or survive: deep nesting, prototype keys, huge numbers, broken syntax. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 100, max: 200_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 50_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom(
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1e400}',
    '{"a":-1e400}',
    '[1e400]',
    '{"a":',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"a":1,"a":2}',
    'null',
    '""',
    '0',
    '',
    '\u0000',
    '{"a":"b"}garbage',
  ),
  fc.integer({ min: 1, max: 40_000 }).map((n) => JSON.stringify({ big: Array.from({ length: n }, (_, i) => i) })),
);

/** An ISO date-time inside JavaScript's range, now and then one outside PostgreSQL's. */
export const dateText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), weight: 3 },
  { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 1 },
  { arbitrary: fc.constantFrom(...EXTREME_DATES), weight: 2 },
);

/** Values a string should be tried with, besides what its schema allows: ids and keys that exist. */
export interface StringHints {
  /** Those worth trying for a parameter or property of this name (own and another tenant's), or every one known. */
  known(name: string | undefined): readonly string[];
  /** Whether `name` has values of its own (then they are tried more often than made-up ones). */
  named(name: string | undefined): boolean;
}

/**
 * A value as the schema describes it, so that requests get past validation and reach the services and
 * the database; free text is now and then poisoned within its length (a NUL or a lone surrogate is still
 * a string). `mutated` then spoils one leaf at most. Sizes stay within the schema's own caps.
 */
export function valueOf(schema: JsonSchema | undefined, hints: StringHints, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const s = schema ?? {};
  const value = plainValue(s, hints, depth, name);
  return s.nullable ? fc.oneof(fc.constant(null), value) : value;
}

function plainValue(s: JsonSchema, hints: StringHints, depth: number, name?: string): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueOf(c, hints, depth, name)));
  switch (s.type) {
    case 'string':
      return stringValue(s, hints, name);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER), max: Math.min(s.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e12, max: s.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(valueOf(s.items, hints, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object':
      return objectValue(s, hints, depth);
    default:
      return depth > 4 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringValue(s: JsonSchema, hints: StringHints, name?: string): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const min = Math.min(s.minLength ?? 0, max);
  const options: fc.Arbitrary<string>[] = [];
  if (s.format === 'date-time') options.push(dateText);
  else if (s.format === 'email') options.push(fc.emailAddress(), fc.constant(PLANTED.email));
  else if (s.pattern) options.push(fc.stringMatching(new RegExp(s.pattern), { maxLength: s.maxLength ?? 100 }));
  else {
    options.push(
      fc.string({ minLength: min, maxLength: max }),
      fc.constantFrom(...EXTREME_DATES).filter((d) => d.length <= (s.maxLength ?? Infinity)),
    );
    if (max >= 3) options.push(poisoned.filter((p) => p.length >= min && p.length <= max));
  }
  const known = hints.known(name);
  if (!known.length) return fc.oneof(...options);
  // Ids and keys mostly name something that exists, so the request gets as far as it can.
  const likely = hints.named(name) || s.pattern === '^[0-9a-f]{24}$' || s.pattern === '^[A-Za-z0-9_-]+$';
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: likely ? 1 : 3 }, { arbitrary: fc.constantFrom(...known), weight: likely ? 3 : 1 });
}

function objectValue(s: JsonSchema, hints: StringHints, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const props = s.properties ?? {};
  const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  if (!Object.keys(props).length && extra)
    return fc.dictionary(fc.oneof(fc.string({ maxLength: 20 }), poisoned), valueOf(extra, hints, depth + 1), { maxKeys: 5 });
  // The required properties, the name (services ask for it though schemas leave it optional) and a few
  // others: a document of fifty valid fields is rare, one of three is not. Small objects get any of theirs.
  const required = (s.required ?? []).filter((k) => k in props).concat('name' in props && !s.required?.includes('name') ? ['name'] : []);
  const optional = Object.keys(props).filter((k) => !required.includes(k));
  const most = optional.length <= 8 ? optional.length : 3;
  return fc.shuffledSubarray(optional, { maxLength: most }).chain((chosen) => {
    const names = [...required, ...chosen];
    return fc.record(Object.fromEntries(names.map((name) => [name, valueOf(props[name], hints, depth + 1, name)])));
  });
}

/** The paths of a document's leaves (values that are not plain objects or arrays, and empty ones). */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...at, i])) : [at];
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    return keys.length ? keys.flatMap((k) => leaves((value as Record<string, unknown>)[k], [...at, k])) : [at];
  }
  return [at];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head] = replaced((copy as Record<string | number, unknown>)[head], rest, by);
  return copy;
}

/** A leaf spoilt as a value of its own type: text with a NUL or a lone surrogate, a date no database stores, a number out of range. */
function poisonOf(leaf: unknown): fc.Arbitrary<unknown> {
  if (typeof leaf === 'number') return extremeNumber;
  if (typeof leaf === 'string' && /^[+-]?\d{4,6}-\d\d-\d\d/.test(leaf)) return fc.constantFrom(...EXTREME_DATES);
  if (typeof leaf === 'string')
    return fc.oneof(
      poisoned,
      poisoned.map((p) => leaf + p),
    );
  return hostileValue;
}

/** The documents of `arb` with exactly one leaf poisoned as a value of its own type (so it still passes most schemas). */
export function poisonedLeaf(arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return arb.chain((value) => {
    const paths = leaves(value);
    return fc.nat(paths.length - 1).chain((i) => {
      const leaf = paths[i].reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);
      return poisonOf(leaf).map((p) => replaced(value, paths[i], p));
    });
  });
}

/** The documents of `arb`, half of them with one leaf swapped for a hostile value. */
export function mutated(arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(arb, fc.boolean(), fc.nat(), hostileValue).map(([value, spoil, pick, hostile]) => {
    if (!spoil) return value;
    const paths = leaves(value);
    return replaced(value, paths[pick % paths.length], hostile);
  });
}

/** `value` with a `__proto__` (or `constructor`) key added as an own property, as a hostile client would send it. */
export function withPrototypeKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...value, ['__proto__']: { polluted: true }, constructor: { prototype: { polluted: true } } };
}
