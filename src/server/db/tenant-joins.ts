import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { TABLE_CLASSES, type TableClass } from './distribution.js';

/**
 * Finds joins of distributed tables whose condition does not equate their tenant_id (src/server/db/distribution.ts):
 * on Citus such a join cannot be kept on the one node that holds the tenant. Read by tenant-joins.test.ts over the
 * server's sources, and by distribution.test.ts over the database's own functions (triggers).
 *
 * What it reads:
 * - Drizzle: `.innerJoin(T, cond)`, `.leftJoin`, `.rightJoin`, `.fullJoin`. T is a table of the schema by its export
 *   name, `alias(table, …)` made in the same file, or anything else (a variable: taken as distributed). cond may be a
 *   constant of the same file. It must hold `eq(T.tenantId, …)` (either side), and every other distributed table
 *   it names must have its tenantId in it too.
 * - SQL text: every template literal (nested ones too, `${…}` read as a value, or as a table's name when it is a
 *   table of the schema) and the function bodies given; every `JOIN x [alias] ON cond`. x is a table, or a CTE of
 *   the same text that reads one (`name AS (SELECT … FROM table …` / `INSERT INTO table … RETURNING`). When x is
 *   distributed, cond must hold `alias.tenant_id = …` (or `… = alias.tenant_id`), and so must every other alias it
 *   names that stands for a distributed table there. A local table is never to be joined.
 *
 * What it does not see (limits): joins written as `FROM a, b WHERE …`, CROSS JOIN and `JOIN LATERAL (…)`, `USING (…)`,
 * correlated subqueries (`exists (select … where x.tenant_id = y.tenant_id)`), SQL built from plain strings by
 * concatenation (each template literal is read alone, so an alias defined in another piece is unknown and not
 * checked), a joined CTE or subquery whose table it cannot tell (a CTE reading another CTE, VALUES or a function),
 * and aliases reused for other tables in one statement (the nearest definition before the join is taken).
 * It asks the tenant equality of every join of a distributed table, also when the other side is a VALUES list or a
 * function's rows (where Citus would not need it): adding it there costs nothing.
 */

export interface JoinOffence {
  file: string;
  line: number;
  /** The join as written, on one line. */
  join: string;
  why: string;
}

/** Schema tables by export name (for Drizzle and `${table}`), and their columns' SQL names by property. */
interface SchemaNames {
  tables: Map<string, string>;
  columns: Map<string, Map<string, string>>;
}

function schemaNames(): SchemaNames {
  const tables = new Map<string, string>();
  const columns = new Map<string, Map<string, string>>();
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    tables.set(name, config.schema ? `${config.schema}.${getTableName(value)}` : getTableName(value));
    columns.set(name, new Map(Object.entries(getTableColumns(value)).map(([key, column]) => [key, column.name])));
  }
  return { tables, columns };
}

const classOf = (table: string | undefined, classes: Record<string, TableClass>): TableClass['class'] | undefined =>
  table === undefined ? undefined : classes[table.replace(/^public\./, '').replace(/"/g, '')]?.class;

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// ---- Reading TypeScript: template literals and balanced arguments -------------------------------------------------

interface Unit {
  /** The SQL text, `${…}` replaced (a table's name, a column as table.column, or `$v`); newlines kept in place. */
  text: string;
  /** Where the text starts in the file (its line numbers count from there). */
  line: number;
}

/** Skips a string, comment or regular expression starting at `i`; answers the index after it, or -1 when none starts there. */
function skipNonCode(src: string, i: number): number {
  const c = src[i];
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && src[i + 1] === '/') {
    const end = src.indexOf('\n', i);
    return end < 0 ? src.length : end;
  }
  if (c === '/' && src[i + 1] === '*') {
    const end = src.indexOf('*/', i + 2);
    return end < 0 ? src.length : end + 2;
  }
  if (c === '/') {
    // A regular expression where a value may start (after an operator or opening bracket), not a division.
    const before = src.slice(0, i).trimEnd();
    if (before === '' || /[(,=:[!&|?{};]$/.test(before) || /\breturn$/.test(before)) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n') {
        if (src[j] === '\\') j += 1;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        else if (src[j] === '/' && !inClass) return j + 1;
        j += 1;
      }
    }
  }
  return -1;
}

/**
 * The template literal starting at `start` (its backtick): its text with each `${expr}` replaced by `substitute(expr)`,
 * and the index after it. Template literals inside its expressions are added to `units` too.
 */
function readTemplate(src: string, start: number, units: Unit[], substitute: (expr: string) => string): { text: string; end: number } {
  let text = '';
  let i = start + 1;
  while (i < src.length && src[i] !== '`') {
    if (src[i] === '\\') {
      text += src.slice(i, i + 2);
      i += 2;
    } else if (src[i] === '$' && src[i + 1] === '{') {
      const end = readCode(src, i + 2, '}', units, substitute);
      const expr = src.slice(i + 2, end);
      // Newlines of the expression are kept, so the lines after it keep their numbers.
      text += substitute(expr.trim()) + '\n'.repeat(expr.split('\n').length - 1);
      i = end + 1;
    } else {
      text += src[i];
      i += 1;
    }
  }
  units.push({ text, line: lineAt(src, start) });
  return { text, end: i + 1 };
}

/** Reads code from `i` up to the bracket `close` that closes it (depth 0); answers its index. Templates met are read as units. */
function readCode(src: string, i: number, close: string, units: Unit[], substitute: (expr: string) => string): number {
  let depth = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '`') {
      i = readTemplate(src, i, units, substitute).end;
      continue;
    }
    const skipped = skipNonCode(src, i);
    if (skipped >= 0) {
      i = skipped;
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0 && c === close) return i;
      depth -= 1;
    }
    i += 1;
  }
  return i;
}

/** Every template literal of a TypeScript source. */
export function templateUnits(src: string, names: SchemaNames = schemaNames()): Unit[] {
  const substitute = (expr: string) => {
    if (names.tables.has(expr)) return names.tables.get(expr)!;
    const column = /^(\w+)\.(\w+)$/.exec(expr);
    const sqlName = column && names.columns.get(column[1])?.get(column[2]);
    if (column && sqlName) return `${names.tables.get(column[1])}.${sqlName}`;
    return '$v';
  };
  const units: Unit[] = [];
  readCode(src, 0, '\u0000', units, substitute);
  return units;
}

// ---- SQL joins ---------------------------------------------------------------------------------------------------

const KEYWORDS = new Set(['on', 'using', 'where', 'left', 'right', 'inner', 'full', 'cross', 'natural', 'join', 'group', 'order', 'limit', 'lateral']);
const JOIN = /\bjoin\s+(?:only\s+)?("?[a-z_][\w.]*"?)(?:\s+(?:as\s+)?([a-z_]\w*))?\s+on\b(?!\s+conflict\b)/gi;
const SOURCE = /\b(?:from|join|into|update)\s+(?:only\s+)?("?[a-z_][\w."]*)(?:\s+(?:as\s+)?([a-z_]\w*))?/gi;
const CTE =
  /\b([a-z_]\w*)\s+as\s+(?:(?:not\s+)?materialized\s+)?\(\s*(select\b|insert\s+into\s+("?[\w.]+"?)|update\s+("?[\w.]+"?)|delete\s+from\s+("?[\w.]+"?))/gi;
/** Where a join's condition ends: the next clause, or a bracket closing around it. */
const CONDITION_END =
  /\b(?:(?:left|right|full)(?:\s+outer)?\s+join|inner\s+join|cross\s+join|natural\s+join|join|where|group\s+by|order\s+by|limit|offset|union|except|intersect|returning|having|window|for\s+update|for\s+share|on\s+conflict)\b|;/iy;

function conditionAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === '(') depth += 1;
    else if (c === ')') {
      if (depth === 0) return text.slice(start, i);
      depth -= 1;
    } else if (depth === 0) {
      CONDITION_END.lastIndex = i;
      if (CONDITION_END.test(text) && (i === 0 || !/[\w.]/.test(text[i - 1]))) return text.slice(start, i);
    }
  }
  return text.slice(start);
}

/** The table a CTE of `text` reads (its first FROM, or the table it inserts into, updates or deletes from), if any. */
function cteTables(text: string): Map<string, { table: string; at: number }> {
  const ctes = new Map<string, { table: string; at: number }>();
  for (const m of text.matchAll(CTE)) {
    const written = m[3] ?? m[4] ?? m[5];
    if (written) {
      ctes.set(m[1].toLowerCase(), { table: written.toLowerCase(), at: m.index });
      continue;
    }
    const from = /\bfrom\s+("?[a-z_][\w.]*"?)/i.exec(text.slice(m.index + m[0].length));
    if (from) ctes.set(m[1].toLowerCase(), { table: from[1].toLowerCase(), at: m.index });
  }
  return ctes;
}

/** Joins of `text` (SQL) that break the rule, with their offsets in it. */
export function sqlJoinOffences(text: string, classes: Record<string, TableClass> = TABLE_CLASSES): { at: number; join: string; why: string }[] {
  const sources: { alias: string; table: string; at: number }[] = [];
  const ctes = cteTables(text);
  for (const m of text.matchAll(SOURCE)) {
    const table = m[1].toLowerCase().replace(/"/g, '');
    const alias = m[2] && !KEYWORDS.has(m[2].toLowerCase()) ? m[2].toLowerCase() : table.replace(/^public\./, '');
    sources.push({ alias, table, at: m.index });
  }
  /** What an alias stands for at `at`: its nearest definition before (else after), through a CTE to its table. */
  const classAt = (alias: string, at: number, seen = new Set<string>()): TableClass['class'] | undefined => {
    const defs = sources.filter((s) => s.alias === alias);
    const def = defs.filter((s) => s.at <= at).at(-1) ?? defs[0];
    const table = def?.table ?? alias;
    const direct = classOf(table, classes);
    if (direct) return direct;
    const cte = ctes.get(table);
    if (!cte || seen.has(table)) return undefined;
    seen.add(table);
    return classOf(cte.table, classes) ?? classAt(cte.table, cte.at, seen);
  };
  const equated = (cond: string, alias: string) => {
    const a = alias.replace(/[.]/g, '\\.');
    return new RegExp(`(?:^|[^\\w."])${a}\\.(?:tenant_id|"tenant_id")\\s*=(?!=)|(?<![<>!])=\\s*${a}\\.(?:tenant_id|"tenant_id")\\b`, 'i').test(cond);
  };
  const offences: { at: number; join: string; why: string }[] = [];
  for (const m of text.matchAll(JOIN)) {
    const table = m[1].toLowerCase().replace(/"/g, '');
    const alias = m[2] && !KEYWORDS.has(m[2].toLowerCase()) ? m[2].toLowerCase() : table.replace(/^public\./, '');
    const cond = conditionAt(text, m.index + m[0].length);
    const join = oneLine(m[0] + cond);
    const joined = classAt(alias, m.index + 1);
    if (joined === 'local') offences.push({ at: m.index, join, why: `${table} is a local table: it is never joined` });
    if (joined === 'distributed' && !equated(cond, alias)) offences.push({ at: m.index, join, why: `${alias}.tenant_id is not equated in the condition` });
    const others = new Set([...cond.matchAll(/(?:^|[^\w."])([a-z_]\w*)\.(?:"?[a-z_]\w*"?)/gi)].map((r) => r[1].toLowerCase()));
    for (const other of others) {
      if (other === alias) continue;
      const kind = classAt(other, m.index);
      if (kind === 'local') offences.push({ at: m.index, join, why: `${other} is a local table: it is never joined` });
      if (kind === 'distributed' && !equated(cond, other)) offences.push({ at: m.index, join, why: `${other}.tenant_id is not equated in the condition` });
    }
  }
  return offences;
}

// ---- Drizzle joins -----------------------------------------------------------------------------------------------

const DRIZZLE_JOIN = /\.(?:inner|left|right|full)Join\(/g;

/** The arguments of the call whose `(` is at `open`, split at top-level commas, and the index of its `)`. */
function callArguments(src: string, open: number): { args: string[]; end: number } {
  const end = readCode(src, open + 1, ')', [], () => '$v');
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < end; i++) {
    const skipped = src[i] === '`' ? readTemplate(src, i, [], () => '$v').end : skipNonCode(src, i);
    if (skipped >= 0) {
      i = skipped - 1;
      continue;
    }
    if ('([{'.includes(src[i])) depth += 1;
    else if (')]}'.includes(src[i])) depth -= 1;
    else if (src[i] === ',' && depth === 0) {
      args.push(src.slice(from, i).trim());
      from = i + 1;
    }
  }
  args.push(src.slice(from, end).trim());
  return { args: args.filter(Boolean), end };
}

/** The expression a `const name = …;` of the file holds, if any. */
function constantOf(src: string, name: string): string | undefined {
  const m = new RegExp(`\\bconst\\s+${name}\\s*=\\s*`).exec(src);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    if ('([{'.includes(src[i])) depth += 1;
    else if (')]}'.includes(src[i])) depth -= 1;
    else if (src[i] === ';' && depth === 0) return src.slice(start, i);
  }
  return undefined;
}

/** `src` with its comments blanked (newlines kept): a join described in a comment is no join. */
function withoutComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const comment = src[i] === '/' && (src[i + 1] === '/' || src[i + 1] === '*');
    const end = src[i] === '`' ? readTemplate(src, i, [], () => '$v').end : skipNonCode(src, i);
    if (end < 0) {
      out += src[i];
      i += 1;
      continue;
    }
    out += comment ? src.slice(i, end).replace(/[^\n]/g, ' ') : src.slice(i, end);
    i = end;
  }
  return out;
}

export function drizzleJoinOffences(source: string, classes: Record<string, TableClass> = TABLE_CLASSES, names = schemaNames()) {
  const src = withoutComments(source);
  const tableOf = (name: string): string | undefined => {
    if (names.tables.has(name)) return names.tables.get(name);
    const aliased = /^alias\(\s*(\w+)\s*,/.exec(constantOf(src, name) ?? '');
    return aliased ? names.tables.get(aliased[1]) : undefined;
  };
  // A table the file names otherwise (a parameter, `t` of a lookup) is taken as distributed: nearly every table is.
  const kindOf = (name: string) => {
    const table = tableOf(name);
    return table === undefined ? 'distributed' : classOf(table, classes);
  };
  const equated = (cond: string, name: string) =>
    new RegExp(`\\beq\\(\\s*${name}\\.tenantId\\s*,|\\beq\\([^()]*,\\s*${name}\\.tenantId\\s*\\)`).test(cond.replace(/\s+/g, ' '));
  const offences: { at: number; join: string; why: string }[] = [];
  for (const m of src.matchAll(DRIZZLE_JOIN)) {
    const open = m.index + m[0].length - 1;
    const { args, end } = callArguments(src, open);
    const [target, written = ''] = args;
    const cond = /^\w+$/.test(written) ? (constantOf(src, written) ?? written) : written;
    const join = oneLine(src.slice(m.index, end + 1));
    if (!/^\w+$/.test(target)) continue;
    const kind = kindOf(target);
    if (kind === 'local') offences.push({ at: m.index, join, why: `${target} is a local table: it is never joined` });
    if (kind === 'distributed' && !equated(cond, target)) offences.push({ at: m.index, join, why: `${target}.tenantId is not equated in the condition` });
    const others = new Set([...cond.matchAll(/\b([a-zA-Z_]\w*)\.[a-zA-Z_]\w*\b/g)].map((r) => r[1]).filter((n) => n !== target && tableOf(n)));
    for (const other of others) {
      const otherKind = kindOf(other);
      if (otherKind === 'local') offences.push({ at: m.index, join, why: `${other} is a local table: it is never joined` });
      if (otherKind === 'distributed' && !equated(cond, other)) offences.push({ at: m.index, join, why: `${other}.tenantId is not equated in the condition` });
    }
  }
  return offences;
}

/** Every offending join of the TypeScript files given, Drizzle's and SQL text's. */
export function joinOffences(files: { path: string; text: string }[], classes: Record<string, TableClass> = TABLE_CLASSES): JoinOffence[] {
  const names = schemaNames();
  const offences: JoinOffence[] = [];
  for (const { path, text } of files) {
    for (const o of drizzleJoinOffences(text, classes, names)) offences.push({ file: path, line: lineAt(text, o.at), join: o.join, why: o.why });
    for (const unit of templateUnits(text, names)) {
      for (const o of sqlJoinOffences(unit.text, classes))
        offences.push({ file: path, line: unit.line + lineAt(unit.text, o.at) - 1, join: o.join, why: o.why });
    }
  }
  return offences;
}
