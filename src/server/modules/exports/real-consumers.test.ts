import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { mediaItems } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { writeWorkbook, type Cell } from '../../xlsx/workbook-stream.js';
import { appendActions } from '../audience/service.js';

/**
 * Real consumers read what the exports write: LibreOffice (headless, to CSV, every sheet) and Python's openpyxl
 * in read-only mode, which trusts each sheet's <dimension>. Both are required, not optional: .ci/run installs
 * them (Debian's libreoffice-calc-nogui and python3-openpyxl), and a machine without them fails here saying so.
 */
const run = promisify(execFile);
// Debian's openpyxl is a package of the system Python, whatever python3 comes first on the PATH.
const PYTHON = '/usr/bin/python3';
const READ_ALL = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1], read_only=True)
for ws in wb.worksheets:
    rows = list(ws.iter_rows(values_only=True))
    print(ws.title + "\\t" + str(ws.max_row) + "\\t" + str(len(rows)) + "\\t" + str(sum(1 for r in rows if r[0] == "Nil")))
`;

async function tool(command: string, args: string[]) {
  try {
    return await run(command, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new Error(`${command} is missing: apt-get install -y libreoffice-calc-nogui python3-openpyxl (as .ci/run does)`, { cause: error });
    throw error;
  }
}

/** Each sheet's title, dimension rows, rows read and rows whose first cell is 'Nil', by openpyxl. */
async function openpyxl(file: string) {
  const { stdout } = await tool(PYTHON, ['-c', READ_ALL, file]);
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([title, maxRow, rows, nil]) => ({ title, maxRow: Number(maxRow), rows: Number(rows), nil: Number(nil) }));
}

/** Every sheet converted by LibreOffice to CSV: sheet name → lines. */
async function libreOffice(file: string, dir: string): Promise<Map<string, string[]>> {
  // Filter options: comma, double quote, UTF-8, from line 1, ..., -1 = every sheet to its own file.
  const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
  await tool('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', filter, '--outdir', dir, file]);
  const out = new Map<string, string[]>();
  const stem = file.slice(file.lastIndexOf('/') + 1, -'.xlsx'.length);
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.csv')) continue;
    const text = await readFile(join(dir, name), 'utf8');
    out.set(
      name.slice(stem.length + 1, -'.csv'.length),
      text.split('\n').filter((l) => l.length),
    );
  }
  return out;
}

let t: TestApp;
let tenant: TestTenant;
let viewer: TestUser;
let dir: string;
const venueId = newId();
const N = 3000;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  ({ viewer } = await buildWorkspaceStaff(t, tenant, await buildTenant(t)));
  dir = await mkdtemp(join(tmpdir(), 'xlsx-consumers-'));
  const aggregateId = tenant.workspaces[0]!.id;
  await t.app.ctx.db
    .insert(mediaItems)
    .values({ tenantId: tenant.id, id: venueId, kind: 'venue', projectId: tenant.project.id, aggregateId, code: 'V', name: 'Venue' });
  await appendActions(
    t.app.ctx.db,
    Array.from({ length: N }, (_, i) => ({
      tenantId: tenant.id,
      type: 1 + (i % 3),
      aggregateId,
      venueId,
      profileId: i % 10 ? `profile-${i % 50}` : null,
      updatedOn: new Date(Date.UTC(2026, 2, 1) + i * 1000),
    })),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('exports read by real consumers', () => {
  it('a venue export reads back whole in LibreOffice and openpyxl', async () => {
    const res = await injectAs(t, viewer, { method: 'GET', url: `/api/2.0/media-venues/${venueId}/export` });
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'venue.xlsx');
    await writeFile(file, res.rawPayload);
    // Totals block (2 rows), header, one row per action.
    const rows = 2 + 1 + N;
    expect(await openpyxl(file)).toEqual([{ title: 'Interactions', maxRow: rows, rows, nil: N / 10 }]);
    const csv = await libreOffice(file, join(dir, 'venue'));
    expect([...csv.keys()]).toEqual(['Interactions']);
    expect(csv.get('Interactions')).toHaveLength(rows);
    expect(csv.get('Interactions')![3]).toMatch(/^Nil,"?Mar 01, 2026 12:00AM"?,Like,Nil,Venue,Nil,Nil,Nil,Nil$/);
  }, 180_000);

  it('a table longer than a sheet goes on in further sheets that both read in full', async () => {
    const rows: Cell[][] = Array.from({ length: 2500 }, (_, i) => [`r${i}`, i, i % 2 ? null : 'x']);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    async function* source() {
      for (let i = 0; i < rows.length; i += 700) yield rows.slice(i, i + 700);
    }
    await writeWorkbook(out, [{ name: 'Long', header: ['a', 'b', 'c'], count: rows.length, rows: source }], 1000);
    const file = join(dir, 'long.xlsx');
    await writeFile(file, Buffer.concat(chunks));
    expect(await openpyxl(file)).toEqual([
      { title: 'Long', maxRow: 1000, rows: 1000, nil: 0 },
      { title: 'Long (2)', maxRow: 1000, rows: 1000, nil: 0 },
      { title: 'Long (3)', maxRow: 503, rows: 503, nil: 0 },
    ]);
    const csv = await libreOffice(file, join(dir, 'long'));
    expect(Object.fromEntries([...csv].map(([k, v]) => [k, v.length]))).toEqual({ Long: 1000, 'Long (2)': 1000, 'Long (3)': 503 });
    expect(csv.get('Long (3)')!.at(-1)).toBe('r2499,2499,Nil');
  }, 180_000);
});
