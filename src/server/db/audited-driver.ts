import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { auditJson } from '../audit/context.js';

/**
 * How every write learns who makes it (docs/decisions/0120-audit-context.md): the audit trigger reads a
 * transaction-local setting, and the drivers set it from the running request's or task's context.
 * - A transaction's BEGIN carries it in the same message (PostgreSQL: one simple query; no extra round trip).
 * - A single write outside a transaction is run in one that sets it first (two more round trips), unless the
 *   statement marks itself with `sdm_audit_as(…)` through `auditedInStatement` or `auditedHere` (below): the hot
 *   item writes of modules/media-items/repo.ts do.
 * Reads are left alone. The role the application writes as (sdm_app) cannot change the trail itself.
 */

/** The role every application connection works as (migration 0032). */
export const APP_ROLE = 'sdm_app';

/** INSERT/UPDATE/DELETE, and a WITH holding one; a SELECT … FOR UPDATE in a WITH is taken for a write too (harmless). */
const WRITE = /^\s*(?:insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(?:insert\s+into|update|delete\s+from)\b/i;
const SELF_MARKED = /\bsdm_audit_as\(/;

/**
 * A condition (always true) that sets who writes inside the statement itself, from the placeholder `audit`
 * (`auditJson()`): the driver then runs the write as it is, instead of inside a transaction that sets it first
 * (two more round trips). For hot single-statement writes; a subquery, so it runs once however many rows.
 */
export const auditedInStatement = sql`(select sdm_audit_as(${sql.placeholder('audit')}::text))`;

/** The same for a statement built per call: the running context as a value. */
export const auditedHere = () => sql`(select sdm_audit_as(${auditJson()}::text))`;

/** Whether a statement needs the context set around it: a write that does not set it itself. */
export const needsContext = (text: string) => WRITE.test(text) && !SELF_MARKED.test(text);

const SET_LOCAL = "select set_config('sdm.audit', $1, true)";
/** A transaction's BEGIN as drizzle sends it: alone, as a simple query. */
const BEGIN = /^\s*begin\b[^;]*$/i;

type QueryArg = string | { text: string };
const textOf = (q: QueryArg) => (typeof q === 'string' ? q : (q?.text ?? ''));
const withText = (q: QueryArg, text: string): QueryArg => (typeof q === 'string' ? text : { ...q, text });

/** A pg Pool whose connections work as the application's role and whose writes carry the audit context. */
export function auditedPool(driver: typeof pg, config: pg.PoolConfig): pg.Pool {
  const wrapped = new WeakSet<pg.PoolClient>();
  // BEGIN (drizzle's transactions send it alone, as a simple query) is followed by the context in one message.
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    if (wrapped.has(client)) return client;
    wrapped.add(client);
    const query = client.query.bind(client) as (q: QueryArg, values?: unknown) => Promise<unknown>;
    (client as { query: unknown }).query = (q: QueryArg, values?: unknown, ...rest: unknown[]) => {
      // The statement is looked at first: the context's JSON is made only for a BEGIN.
      const text = textOf(q);
      const json = rest.length === 0 && BEGIN.test(text) ? auditJson() : null;
      if (!json) return (query as (...a: unknown[]) => unknown)(q, values, ...rest);
      return query(withText(q, `${text}; select set_config('sdm.audit', ${client.escapeLiteral(json)}, true)`), values);
    };
    return client;
  };

  class AuditedPool extends driver.Pool {
    // @ts-expect-error -- pg's overloads (callbacks) are passed through untouched; drizzle uses the promise form.
    override async connect(...args: unknown[]) {
      if (args.length) return (super.connect as (...a: unknown[]) => unknown)(...args);
      return wrap(await super.connect());
    }
    // @ts-expect-error -- as above.
    override query(q: QueryArg, values?: unknown, ...rest: unknown[]) {
      // Reads (most statements) are sent as they are, without making the context's JSON.
      const json = typeof values === 'function' || rest.length || !needsContext(textOf(q)) ? null : auditJson();
      if (!json) return (super.query as (...a: unknown[]) => unknown)(q, values, ...rest);
      return this.#inTransaction(json, q, values);
    }
    async #inTransaction(json: string, q: QueryArg, values: unknown) {
      const client = await super.connect();
      try {
        await client.query(`begin; select set_config('sdm.audit', ${client.escapeLiteral(json)}, true)`);
        const result = await (client.query as (q: QueryArg, v: unknown) => Promise<unknown>)(q, values);
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        await client.query('rollback').then(
          () => client.release(),
          (lost: Error) => client.release(lost),
        );
        throw error;
      }
    }
  }
  return new AuditedPool({ ...config, options: `-c role=${APP_ROLE}` }) as unknown as pg.Pool;
}

/** The same for embedded PGlite (one connection): its writes carry the context, after it takes the application's role. */
export async function auditPglite(client: PGlite): Promise<void> {
  await client.exec(`set role ${APP_ROLE}`);
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(task: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      const json = auditJson();
      if (json) await tx.query(SET_LOCAL, [json]);
      return task(tx);
    });
  client.query = ((text: string, params?: unknown[], options?: object) => {
    if (!auditJson() || !needsContext(text)) return query(text, params, options);
    return client.transaction((tx) => tx.query(text, params, options));
  }) as PGlite['query'];
}
