import { PassThrough, type Readable } from 'node:stream';
import {
  PLAY_CSV_COLUMNS,
  PLAY_REFUSALS,
  playSeconds,
  playTimesRefusal,
  type PlayBatch,
  type PlayRefusal,
  type PlaysQuery,
} from '../../../domain/signage/player.js';
import { SIGNAGE_READ_ROLE } from '../../../domain/signage/roles.js';
import { spreadsheetCsvRecord } from '../../../domain/common/csv.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { writeOrStop } from '../../exports/write.js';
import { workspaceWith } from './access.js';
import { playerClaim, unpaired } from './player.js';
import * as plays from './repo-plays.js';

/**
 * POST /player/api/plays: each play is stored, repeated (its id is already the display's) or refused with a reason
 * (times that make no proof, media not the workspace's); the player drops all three from its buffer. One statement
 * checks the credential and stores the batch.
 */
export async function recordPlays(ctx: AppContext, authorization: string | undefined, batch: PlayBatch) {
  const claim = playerClaim(ctx, authorization);
  const now = ctx.clock.now();
  const refused: { id: string; reason: PlayRefusal }[] = [];
  const timely = batch.plays.filter((play) => {
    const reason = playTimesRefusal(play, now);
    if (reason) refused.push({ id: play.id, reason });
    return !reason;
  });
  const rows = timely.map((play) => ({
    play_id: play.id,
    media_id: play.mediaId,
    row_id: play.rowId,
    playlist_id: play.playlistId,
    started_at: new Date(play.startedAt).toISOString(),
    ended_at: new Date(play.endedAt).toISOString(),
    completed: play.completed,
  }));
  const result = await plays.insertPlays(ctx.db, claim, rows);
  if (!result) throw unpaired();
  const [stored, unknown] = [new Set(result.stored), new Set(result.unknown)];
  for (const play of timely) if (unknown.has(play.id)) refused.push({ id: play.id, reason: PLAY_REFUSALS.unknownMedia });
  const accepted = timely.filter((play) => !unknown.has(play.id));
  return {
    stored: accepted.filter((play) => stored.has(play.id)).map((play) => play.id),
    repeated: accepted.filter((play) => !stored.has(play.id)).map((play) => play.id),
    refused,
  };
}

/** GET /plays/summary: per media of the workspace, its plays in the period, completed and skipped, and seconds shown. */
export async function playsSummary(ctx: AppContext, actor: Actor, query: PlaysQuery) {
  const at = await workspaceWith(ctx, actor, query, SIGNAGE_READ_ROLE, 'proof of play');
  const rows = await plays.playSummary(ctx.db, at.tenant.id, at.workspace.id, new Date(query.from), new Date(query.to));
  return rows.map((r) => ({
    mediaId: r.mediaId,
    name: r.name,
    kind: r.kind,
    plays: r.plays,
    completed: r.completed,
    skipped: r.plays - r.completed,
    seconds: r.seconds,
  }));
}

// Plays read per query while streaming: a page is all the memory an export holds.
const PAGE = 5_000;
const iso = (d: Date | string) => new Date(d).toISOString();

/** GET /plays.csv: one line per play of the workspace in the period, streamed page by page in start order. */
export async function playsCsv(ctx: AppContext, actor: Actor, query: PlaysQuery): Promise<Readable> {
  const at = await workspaceWith(ctx, actor, query, SIGNAGE_READ_ROLE, 'proof of play');
  const [from, to] = [new Date(query.from), new Date(query.to)];
  const out = new PassThrough();
  const write = async () => {
    let piece = spreadsheetCsvRecord(PLAY_CSV_COLUMNS);
    for (let after: { startedAt: string; displayId: string; playId: string } | null = null; ;) {
      const page = await plays.playPage(ctx.db, at.tenant.id, at.workspace.id, from, to, after, PAGE);
      for (const p of page) {
        const [started, ended] = [iso(p.startedAt), iso(p.endedAt)];
        const seconds = playSeconds({ startedAt: Date.parse(started), endedAt: Date.parse(ended) });
        piece += spreadsheetCsvRecord([
          p.playId,
          p.display,
          p.genToken,
          p.asset,
          p.playlist,
          p.media,
          p.campaign,
          started,
          ended,
          String(seconds),
          p.completed ? 'yes' : 'no',
        ]);
        if (piece.length > 64_000) {
          if (!(await writeOrStop(out, piece))) return;
          piece = '';
        }
      }
      if (page.length < PAGE) break;
      const last = page[page.length - 1];
      after = { startedAt: iso(last.startedAt), displayId: last.displayId, playId: last.playId };
    }
    await writeOrStop(out, piece);
  };
  write().then(
    () => out.end(),
    (err) => out.destroy(err),
  );
  return out;
}
