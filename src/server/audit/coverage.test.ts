import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * Tables whose writes the trail does not record, each with why. Every other table must carry the audit
 * trigger (its own audit_on_<table> per row, made by audit_attach, or audit_rows per statement for bulk rows),
 * so a table added later is either audited or named here.
 */
const EXEMPT: Record<string, string> = {
  audit_records: 'the trail itself',
  audience_actions: "the audience's own high-volume stream (likes, views, redemptions…)",
  audience_campaign_daily: 'rollups of audience actions, written by their triggers',
  audience_daily: 'rollups of audience actions, written by their triggers',
  audience_item_daily: 'rollups of audience actions, written by their triggers',
  audience_slots: 'rollups of audience actions, written by their triggers',
  device_readings: "devices' readings: a high-volume stream kept in its own table",
  geocode_cache: "a cache of the public geocoder's answers",
  instrument_transactions: 'the append-only record of redemptions and other instrument transactions itself',
  instruments: "generated in bulk (the batch's record says so) and changed only by transactions, which are recorded",
  learning_answers: "the audience's answers: a stream of its own",
  learning_attempts: "the audience's attempts: a stream of its own",
  loyalty_due: "audience actions waiting for the loyalty sweep: the audience's stream",
  loyalty_earnings: 'points earned by audience actions, written by the sweep: a stream of its own (the wallet ledger has them too)',
  loyalty_lots: "the sweep's credits as lots for expiry: the wallet ledger's earn entries, which the ledger records",
  loyalty_tallies: 'counters of loyalty_earnings kept by the sweep for the caps: derived, not a record of its own',
  learning_gratifications: "points earned by the audience's attempts: a stream of its own",
  measured_play_daily: 'a rollup of plays and readings, written by the measured-play sweep',
  measured_play_late: "late plays' and readings' marks for the measured-play sweep, written by triggers",
  measured_play_settled: 'how far the measured-play sweep has settled each workspace',
  refresh_tokens: 'sign-in sessions (hashed secrets), one row per refresh',
  report_files: "the outputs of report schedules, written by the server's sweep",
  signage_pairings: 'a short-lived pairing handshake; the display it pairs is recorded',
  signage_plays: "players' proof of play: a high-volume stream",
  signing_keys: "the server's own token signing keys (private key material)",
  user_recovery_codes: "hashed one-time codes, made and removed with the user's second factor (user_totp, recorded)",
  wallet_entries: "each wallet's own append-only ledger",
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('audit coverage', () => {
  it('audits every table but the exempt ones', async () => {
    const { rows } = (await database.db.execute(sql`
      select c.relname as name, exists (
        select 1 from pg_trigger g join pg_proc f on f.oid = g.tgfoid
        where g.tgrelid = c.oid and (f.proname = 'audit_on_' || c.relname or f.proname = 'audit_rows')
      ) as audited
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`)) as unknown as { rows: { name: string; audited: boolean }[] };
    const unaccounted = rows.filter((r) => !r.audited && !Object.hasOwn(EXEMPT, r.name)).map((r) => r.name);
    const needlessly = rows.filter((r) => r.audited && Object.hasOwn(EXEMPT, r.name)).map((r) => r.name);
    expect(unaccounted, 'tables neither audited nor exempt').toEqual([]);
    expect(needlessly, 'exempt tables that are audited').toEqual([]);
    expect(
      Object.keys(EXEMPT).filter((name) => !rows.some((r) => r.name === name)),
      'exempt tables that do not exist',
    ).toEqual([]);
  });

  // A table's audit function compares the columns it had when attached: one added later by a migration that did not
  // call audit_reattach would go unrecorded.
  it('compares every column of every audited table', async () => {
    const { rows } = (await database.db.execute(sql`
      select c.relname as name, p.prosrc = (
        select split_part(src, '$body$', 2) from audit_function_source(c.oid::regclass, string_to_array(obj_description(p.oid, 'pg_proc'), '|')) as src
      ) as current
      from pg_proc p join pg_class c on p.proname = 'audit_on_' || c.relname
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      order by 1`)) as unknown as { rows: { name: string; current: boolean }[] };
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.filter((r) => !r.current).map((r) => r.name),
      'audited tables whose audit function misses columns (call audit_reattach in the migration)',
    ).toEqual([]);
  });

  // A trigger limited to UPDATE OF some columns (a display's heartbeat, a wallet's balance stay out) must name every
  // column but those its function leaves out, or a column added later would change unrecorded.
  it('fires on every recorded column where updates are limited to some', async () => {
    const { rows } = (await database.db.execute(sql`
      select c.relname || ': ' || a.attname as missed
      from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid and p.proname = 'audit_on_' || c.relname
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where cardinality(g.tgattr::int2[]) > 0
        and a.attnum <> all (g.tgattr::int2[])
        and a.attname <> all (string_to_array((string_to_array(obj_description(p.oid, 'pg_proc'), '|'))[5], ','))
      order by 1`)) as unknown as { rows: { missed: string }[] };
    expect(rows.map((r) => r.missed)).toEqual([]);
  });
});
