import { PART_SECTIONS } from '../../../../domain/creatives/parts';
import { FARE_FILE_TYPE, type FareColumn, type FareRow } from '../../../../domain/mobility/fare-matrix';
import type { FeedProblem } from '../../../../domain/mobility/gtfs';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

const creativePath = (creativeId: string) => `/api/2.0/media-creatives/${encodeURIComponent(creativeId)}`;
const routePath = (creativeId: string, routeId: string) => `${creativePath(creativeId)}/${PART_SECTIONS.route.route}/${encodeURIComponent(routeId)}`;

/** `PUT …/creativeRoute/{subId}/fareMatrix` as text/csv (ADMIN): the stored counts; 400 lists bad cells by line and column. */
export const uploadFareMatrix = (creativeId: string, routeId: string, csv: string) =>
  api.sendBody<{ fareCount: number; stopCount: number }>('PUT', `${routePath(creativeId, routeId)}/fareMatrix`, csv, FARE_FILE_TYPE);

export interface FarePage {
  offset: number;
  limit: number;
  sort: FareColumn | null;
  order: 'asc' | 'desc';
}

/** A route's fare queries; the stored count is in each key, so an upload reads them again. */
export const fareKeys = {
  page: (creativeId: string, routeId: string, fareCount: number, page: FarePage) => ['creative-route-fares', creativeId, routeId, fareCount, page] as const,
  stops: (creativeId: string, routeId: string, fareCount: number) => ['creative-route-fare-stops', creativeId, routeId, fareCount] as const,
};

/** `GET …/fares`: one page of the stored matrix, sorted by a column. */
export function faresQuery(creativeId: string, routeId: string, fareCount: number, page: FarePage) {
  return {
    queryKey: fareKeys.page(creativeId, routeId, fareCount, page),
    queryFn: () => {
      const q = new URLSearchParams({ offset: String(page.offset), limit: String(page.limit), order: page.order });
      if (page.sort) q.set('sort', page.sort);
      return api.get<{ rows: FareRow[]; total: number }>(`${routePath(creativeId, routeId)}/fares?${q}`, { reset: true });
    },
  };
}

/** `GET …/fareMatrix`: the stored matrix as CSV text (its stops are what trips stop at). */
export const storedFareMatrix = (creativeId: string, routeId: string) =>
  api.getBlob(`${routePath(creativeId, routeId)}/fareMatrix`, { reset: true }).then((b) => b.text());

/** `GET /api/2.0/media-creatives/{id}/gtfs`: the creative's routes as a GTFS zip, handed to the browser. */
export const downloadGtfs = (creativeId: string) => downloadFile(`${creativePath(creativeId)}/gtfs`, `gtfs-${creativeId}.zip`);

/** What an import adds, and what it leaves out (docs/decisions/0136-gtfs-round-trip.md). */
export interface GtfsImport {
  routes: { id: string; startStation: string; endStation: string; fareCount: number }[];
  warnings: FeedProblem[];
  warningCount: number;
}

/**
 * `POST …/gtfs` with the zip (ADMIN): `dryRun` answers what the feed would add and leave out, storing nothing; a feed
 * that leaves something out is stored only with `acceptWarnings`. 400 lists the feed's problems by file and line.
 */
export const importGtfs = (creativeId: string, zip: Blob, mode: 'dryRun' | 'acceptWarnings' | null) =>
  api.sendBody<GtfsImport>('POST', `${creativePath(creativeId)}/gtfs${mode ? `?${mode}=true` : ''}`, zip, 'application/zip');
