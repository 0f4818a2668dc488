import { sql } from 'drizzle-orm';
import { PLAY_ACTION_TYPE } from '../../../domain/signage/player.js';
import { auditJson } from '../../audit/context.js';
import { auditedInStatement } from '../../db/audited-driver.js';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../db/prepared.js';
import { relations } from '../../db/schema/index.js';
import { campaignRelationAt, relatedCampaignId } from './repo.js';
import { rowsOf } from '../../db/rows.js';

const p = sql.placeholder;

/** A play as stored: the checked fields of one play of a batch. */
export interface NewPlay {
  play_id: string;
  media_id: string;
  row_id: string | null;
  playlist_id: string | null;
  started_at: string;
  ended_at: string;
  completed: boolean;
}

/**
 * One statement per batch, the credential's check included: the display whose credential hash is given (none: nothing
 * happens and `paired` is false); the plays naming media of its workspace whose id is new for the display are stored
 * with the campaign attached to its asset at each play's start, and each stored play is appended to the audience actions
 * as a Play (its key names the display and the play, so a resend racing the first never counts twice). Answers the ids
 * stored and the ids naming media that is not the workspace's.
 */
const insertPlaysStatement = preparedSql<{ paired: boolean; stored: string[]; unknown: string[] }>(
  'signage_insert_plays',
  sql`with d as (
    select tenant_id, aggregate_id, project_id, asset_id from signage_displays
    where tenant_id = ${p('tenantId')}::text and id = ${p('displayId')}::text and credential_hash = ${p('credentialHash')}::text
  ), i as (
    select r.*, exists(select 1 from signage_media m join d on m.tenant_id = d.tenant_id and m.aggregate_id = d.aggregate_id where m.tenant_id = ${p('tenantId')}::text and m.id = r.media_id) as known
    from json_to_recordset(${p('plays')}::json)
      as r(play_id text, media_id text, row_id text, playlist_id text, started_at timestamptz, ended_at timestamptz, completed boolean)
  ), s as (
    insert into signage_plays (tenant_id, display_id, play_id, aggregate_id, project_id, asset_id, playlist_id, row_id, media_id, campaign_id, started_at, ended_at, completed)
    select ${p('tenantId')}::text, ${p('displayId')}::text, i.play_id, d.aggregate_id, d.project_id, d.asset_id, i.playlist_id, i.row_id, i.media_id,
      (select ${relatedCampaignId} from ${relations}
        where ${campaignRelationAt(sql`${p('tenantId')}::text`, sql`d.asset_id`, sql`i.started_at`)}
        order by ${relations.start} desc, ${relations.uid} limit 1),
      i.started_at, i.ended_at, i.completed
    from i cross join d
    where i.known and ${auditedInStatement}
    on conflict (tenant_id, display_id, play_id) do nothing
    returning play_id, campaign_id, started_at
  ), a as (
    insert into audience_actions (tenant_id, type, project_id, aggregate_id, asset_id, campaign_id, updated_on, action_key)
    select ${p('tenantId')}::text, ${sql.raw(String(PLAY_ACTION_TYPE))}, d.project_id, d.aggregate_id, d.asset_id, s.campaign_id, s.started_at,
      'play:' || ${p('displayId')}::text || ':' || s.play_id
    from s cross join d
    on conflict (tenant_id, action_key) do nothing
  )
  select exists(select 1 from d) as paired,
    coalesce((select json_agg(play_id) from s), '[]') as stored,
    coalesce((select json_agg(play_id) from i where not i.known), '[]') as unknown`,
);

/** The display a player names with its credential's hash. */
export interface PlaysOf {
  tenantId: string;
  displayId: string;
  credentialHash: string;
}

/** Stores a batch (see the statement); null when the credential is not the display's. */
export async function insertPlays(db: Db, of: PlaysOf, plays: NewPlay[]): Promise<{ stored: string[]; unknown: string[] } | null> {
  const [row] = await insertPlaysStatement(db).execute({ ...of, plays: JSON.stringify(plays), audit: auditJson() });
  return row.paired ? { stored: row.stored, unknown: row.unknown } : null;
}

export interface PlaySummaryRow {
  mediaId: string;
  name: string;
  kind: string;
  plays: number;
  completed: number;
  seconds: number;
}

/** Plays per media of the workspace that started in [from, to), most played first. */
export function playSummary(db: Db, tenantId: string, aggregateId: string, from: Date, to: Date): Promise<PlaySummaryRow[]> {
  return rowsOf<PlaySummaryRow>(
    db,
    sql`select p.media_id as "mediaId", coalesce(m.name, '') as name, coalesce(m.kind, 'UNKNOWN') as kind, count(*)::int as plays,
        count(*) filter (where p.completed)::int as completed,
        coalesce(round(sum(extract(epoch from p.ended_at - p.started_at))), 0)::bigint::float8 as seconds
      from signage_plays p
      left join signage_media m on m.tenant_id = p.tenant_id and m.id = p.media_id
      where p.tenant_id = ${tenantId} and p.aggregate_id = ${aggregateId} and p.started_at >= ${from.toISOString()} and p.started_at < ${to.toISOString()}
      group by p.media_id, m.name, m.kind
      order by plays desc, name, p.media_id`,
  );
}

export interface PlayCsvRow {
  playId: string;
  display: string;
  genToken: string;
  asset: string;
  playlist: string;
  media: string;
  campaign: string;
  startedAt: Date | string;
  endedAt: Date | string;
  completed: boolean;
  displayId: string;
}

/**
 * One page of the workspace's plays in [from, to) with the names of what they name, in (started_at, display, play id)
 * order after the key `after` (keyset paging, so a long period streams in constant memory).
 */
export function playPage(
  db: Db,
  tenantId: string,
  aggregateId: string,
  from: Date,
  to: Date,
  after: { startedAt: string; displayId: string; playId: string } | null,
  limit: number,
): Promise<PlayCsvRow[]> {
  const key = after ? sql`and (p.started_at, p.display_id, p.play_id) > (${after.startedAt}::timestamptz, ${after.displayId}, ${after.playId})` : sql``;
  return rowsOf<PlayCsvRow>(
    db,
    sql`select p.play_id as "playId", p.display_id as "displayId", coalesce(d.name, '') as display, coalesce(d.gen_token, '') as "genToken",
        coalesce(a.name, '') as asset, coalesce(l.name, '') as playlist, coalesce(m.name, '') as media, coalesce(c.name, '') as campaign,
        p.started_at as "startedAt", p.ended_at as "endedAt", p.completed
      from signage_plays p
      left join signage_displays d on d.tenant_id = p.tenant_id and d.id = p.display_id
      left join media_items a on a.tenant_id = p.tenant_id and a.id = p.asset_id
      left join signage_playlists l on l.tenant_id = p.tenant_id and l.id = p.playlist_id
      left join signage_media m on m.tenant_id = p.tenant_id and m.id = p.media_id
      left join media_items c on c.tenant_id = p.tenant_id and c.id = p.campaign_id
      where p.tenant_id = ${tenantId} and p.aggregate_id = ${aggregateId} and p.started_at >= ${from.toISOString()} and p.started_at < ${to.toISOString()} ${key}
      order by p.started_at, p.display_id, p.play_id
      limit ${limit}`,
  );
}
