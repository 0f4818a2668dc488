/**
 * Where every table of the database lives on Citus (docs/scaling.md, docs/decisions/0138-citus-table-classes.md): the
 * one list that the recipe in docs/scaling.md is generated from (`npx tsx scripts/citus-recipe.ts`) and that
 * src/server/db/distribution.test.ts holds the migrated database's catalogue to. A table added by a migration fails
 * that test until it is classified here.
 */

/** The column every distributed table is sharded by. */
export const DISTRIBUTION_COLUMN = 'tenant_id';

/** The table the other distributed tables are co-located with: a tenant's rows of every table share one node. */
export const COLOCATED_WITH = 'projects';

export type TableClass =
  /** Sharded by tenant_id, co-located with projects; `note` says what a reader of the recipe should know. */
  | { class: 'distributed'; note?: string }
  /** Small or global: a copy on every node, joined with distributed tables anywhere. */
  | { class: 'reference'; why: string }
  /** Stays on the coordinator alone: never joined with distributed tables. */
  | { class: 'local'; why: string };

const distributed = (note?: string): TableClass => ({ class: 'distributed', ...(note ? { note } : {}) });
const reference = (why: string): TableClass => ({ class: 'reference', why });
const local = (why: string): TableClass => ({ class: 'local', why });

/**
 * Every table, by its name as the catalogue has it (schema-qualified outside `public`). The recipe keeps this order:
 * a table a foreign key references comes before the table holding the key.
 */
export const TABLE_CLASSES: Record<string, TableClass> = {
  // Platform-wide: no tenant_id.
  tenants: reference('small, read on nearly every request; its id is the tenant id'),
  signing_keys: reference("the servers' token signing keys, shared by all tenants"),
  api_clients: reference('registered clients, shared by all tenants'),
  item_types: reference('the global item-type catalogue (docs/decisions/0036-item-type-catalogue.md)'),
  signage_pairings: reference('pending player codes belong to no tenant yet (docs/decisions/0105-player-pairing.md)'),
  geocode_cache: local('public map answers read and written by their point alone, never joined: a copy per node would only multiply the writes'),
  'drizzle.__drizzle_migrations': local("the migrator's journal: migrations run on the coordinator"),

  // Tenancy and sign-in.
  projects: distributed(),
  aggregates: distributed(),
  users: distributed('a sign-in that names no tenant looks the username up on every shard (users_username_idx)'),
  groups: distributed(),
  group_members: distributed(),
  refresh_tokens: distributed('a refresh token names its tenant, so the refresh grant reads one shard'),
  user_totp: distributed(),
  user_recovery_codes: distributed(),
  profiles: distributed(),
  images: distributed(),

  // Workspace catalogue, anchors and the audience.
  media_items: distributed(),
  relations: distributed(),
  creative_parts: distributed(),
  mobility_fares: distributed(),
  audience_actions: distributed(),
  audience_daily: distributed(),
  audience_item_daily: distributed(),
  audience_campaign_daily: distributed(),
  audience_slots: distributed(),
  device_readings: distributed(),
  device_secrets: distributed('a reading names its device alone: the secret check reads every shard (device_secrets_device_idx), remembered 60 s'),
  measured_play_daily: distributed(),
  measured_play_settled: distributed(),
  measured_play_late: distributed(),

  // Treasury, wallets and loyalty.
  ti_configs: distributed(),
  ti_details: distributed(),
  instrument_batches: distributed(),
  instruments: distributed(),
  instrument_transactions: distributed(),
  wallets: distributed(),
  wallet_entries: distributed(),
  loyalty_due: distributed('the points sweep takes a part of every tenant at once (loyalty_due_part_idx): a query on every shard'),
  loyalty_earnings: distributed(),
  loyalty_lots: distributed(),
  loyalty_tallies: distributed(),
  loyalty_takes: distributed(),

  // Reports, learning and signage.
  share_links: distributed(),
  report_schedules: distributed('the report sweep finds due schedules of every tenant (report_schedules_due_idx): a query on every shard'),
  report_files: distributed(),
  learning_records: distributed(),
  learning_links: distributed(),
  learning_questions: distributed(),
  learning_attempts: distributed(),
  learning_answers: distributed(),
  learning_gratifications: distributed(),
  signage_media: distributed(),
  signage_playlists: distributed(),
  signage_displays: distributed(),
  signage_plays: distributed(),
  signage_overrides: distributed(),

  // The audit trail: records of no tenant are kept under '' (NO_TENANT), all on one shard.
  audit_records: distributed("records of no tenant (API clients, item types) are kept under tenant ''"),
};

/**
 * Unique indexes and constraints of distributed tables that may leave out tenant_id (Citus cannot enforce them
 * across shards), by name, each with why. None today.
 */
export const UNIQUE_WITHOUT_TENANT: Record<string, string> = {};

/**
 * Foreign keys touching distributed tables that may break the rule (both sides distributed, tenant_id matched to
 * tenant_id), by constraint name, each with why. None today.
 */
export const FOREIGN_KEY_EXCEPTIONS: Record<string, string> = {};

/**
 * Joins of distributed tables without tenant_id in their condition that the checks let through: the file (or
 * `function <name>` for the database's own functions), a piece of the join as the offence shows it, and why. None today.
 */
export const JOIN_EXCEPTIONS: { file: string; join: string; why: string }[] = [];

/** Tables of a class, in the list's order. */
export function tablesOf(kind: TableClass['class']): string[] {
  return Object.entries(TABLE_CLASSES)
    .filter(([, c]) => c.class === kind)
    .map(([name]) => name);
}

/** The SQL that makes a migrated database's tables Citus tables, as docs/scaling.md shows it. */
export function citusRecipe(classes: Record<string, TableClass> = TABLE_CLASSES): string {
  const entries = Object.entries(classes);
  // What to know of a table goes on the line before its statement.
  const comment = (line: string, text: string | undefined) => (text ? `-- ${text}\n${line}` : line);
  const lines = [
    '-- Generated from src/server/db/distribution.ts (npx tsx scripts/citus-recipe.ts); run once on the coordinator,',
    '-- after the migrations.',
    'CREATE EXTENSION citus;',
    "-- Triggers stay on the tables (audit trail, change notices, rollups): each writes rows of its own row's tenant.",
    'SET citus.enable_unsafe_triggers = on;',
    '',
    '-- Reference tables: a copy on every node.',
  ];
  for (const [name, c] of entries) if (c.class === 'reference') lines.push(comment(`SELECT create_reference_table('${name}');`, c.why));
  lines.push('', '-- Local tables: left on the coordinator.');
  for (const [name, c] of entries) if (c.class === 'local') lines.push(`-- ${name}: ${c.why}`);
  lines.push('', `-- Distributed by ${DISTRIBUTION_COLUMN}, co-located with ${COLOCATED_WITH}.`);
  if (classes[COLOCATED_WITH]?.class !== 'distributed') throw new Error(`${COLOCATED_WITH} must be distributed: the others are co-located with it`);
  lines.push(comment(`SELECT create_distributed_table('${COLOCATED_WITH}', '${DISTRIBUTION_COLUMN}');`, (classes[COLOCATED_WITH] as { note?: string }).note));
  for (const [name, c] of entries) {
    if (c.class !== 'distributed' || name === COLOCATED_WITH) continue;
    lines.push(comment(`SELECT create_distributed_table('${name}', '${DISTRIBUTION_COLUMN}', colocate_with => '${COLOCATED_WITH}');`, c.note));
  }
  return lines.join('\n') + '\n';
}

/** The recipe's block in docs/scaling.md: between these markers, in a sql fence. */
export const RECIPE_START = '<!-- citus-recipe: generated by `npx tsx scripts/citus-recipe.ts --write`; do not edit by hand -->';
export const RECIPE_END = '<!-- /citus-recipe -->';

/** docs/scaling.md's text with its recipe block replaced by `recipe`; throws when the markers are missing. */
export function withRecipe(doc: string, recipe: string): string {
  const start = doc.indexOf(RECIPE_START);
  const end = doc.indexOf(RECIPE_END);
  if (start < 0 || end < start) throw new Error('docs/scaling.md has no citus-recipe block');
  return `${doc.slice(0, start + RECIPE_START.length)}\n\n\`\`\`sql\n${recipe}\`\`\`\n\n${doc.slice(end)}`;
}
