import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIENTATION, DisplayInput, displayFormValid, displayInputOf, NEW_DISPLAY_FORM } from './display.js';
import { declaredTypeAgrees, MEDIA_DEFAULTS, mediaKindOf, MediaUploadFields } from './media.js';
import { SIGNAGE_MESSAGES } from './messages.js';
import { applyPlaylistUpdate, filledDuration, newPlaylistRow, PlaylistInput, playlistDiff, PlaylistUpdate, withoutRow } from './playlist.js';

const ID = (n: number) => n.toString(16).padStart(24, '0');
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('media kind', () => {
  it('comes from the extension, case aside', () => {
    const cases: [string, string][] = [
      ['a.jpg', 'IMAGE'],
      ['a.JPEG', 'IMAGE'],
      ['b.png', 'IMAGE'],
      ['c.mp4', 'VIDEO'],
      ['c.avi', 'VIDEO'],
      ['c.MOV', 'VIDEO'],
      ['c.webm', 'VIDEO'],
      ['d.pdf', 'PDF'],
      ['e.html', 'HTML'],
      ['e.htm', 'HTML'],
      ['f.txt', 'TICKER'],
      ['g.canva', 'CANVA'],
      ['h.gif', 'UNKNOWN'],
      ['noextension', 'UNKNOWN'],
      ['.png', 'UNKNOWN'],
      ['dir.png/file', 'UNKNOWN'],
      ['archive.tar.gz', 'UNKNOWN'],
    ];
    for (const [name, kind] of cases) expect([name, mediaKindOf(name)]).toEqual([name, kind]);
  });
  it('agrees with a declared type of its family only', () => {
    expect(declaredTypeAgrees('image/png', 'IMAGE')).toBe(true);
    expect(declaredTypeAgrees('IMAGE', 'IMAGE')).toBe(true);
    expect(declaredTypeAgrees('', 'VIDEO')).toBe(true);
    expect(declaredTypeAgrees('application/octet-stream', 'PDF')).toBe(true);
    expect(declaredTypeAgrees('text/html; charset=utf-8', 'HTML')).toBe(true);
    expect(declaredTypeAgrees('image/png', 'VIDEO')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'TICKER')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'UNKNOWN')).toBe(false);
    expect(declaredTypeAgrees('application/x-canva', 'CANVA')).toBe(true);
  });
});

describe('media upload fields', () => {
  it('default the duration to 5 and read epoch ms from form digits', () => {
    expect(MEDIA_DEFAULTS.duration).toBe(5);
    expect(MediaUploadFields.parse({ name: ' Spring ', startAt: '1700000000000', expiryAt: 1700000600000 })).toEqual({
      name: 'Spring',
      startAt: 1700000000000,
      expiryAt: 1700000600000,
      duration: 5,
    });
  });
  it('require a name, startAt and expiryAt, expiry after start', () => {
    expect(messages(MediaUploadFields.safeParse({}))).toEqual([
      SIGNAGE_MESSAGES.nameRequired,
      SIGNAGE_MESSAGES.startAtRequired,
      SIGNAGE_MESSAGES.expiryAtRequired,
    ]);
    expect(messages(MediaUploadFields.safeParse({ name: 'x', startAt: '', expiryAt: '5' }))).toEqual([SIGNAGE_MESSAGES.startAtRequired]);
    expect(messages(MediaUploadFields.safeParse({ name: 'x', startAt: 10, expiryAt: 10 }))).toEqual([SIGNAGE_MESSAGES.expiryAfterStart]);
    expect(messages(MediaUploadFields.safeParse({ name: 'x', startAt: 'soon', expiryAt: 10 }))).toEqual([SIGNAGE_MESSAGES.epochMs]);
    expect(messages(MediaUploadFields.safeParse({ name: 'x', startAt: -1, expiryAt: 10 }))).toEqual([SIGNAGE_MESSAGES.epochMs]);
    expect(MediaUploadFields.safeParse({ name: 'x', startAt: 1, expiryAt: 2, duration: 0 }).success).toBe(false);
  });
});

describe('playlist rows', () => {
  it('start at 0 seconds and go last', () => {
    expect(newPlaylistRow([])).toEqual({ id: -1, media: '', duration: 0, play_order: 0, freq: 1 });
    expect(newPlaylistRow([{}, {}], ID(1))).toMatchObject({ play_order: 2, media: ID(1) });
  });
  it('take their media duration when 0', () => {
    expect(filledDuration(0, 7)).toBe(7);
    expect(filledDuration(3, 7)).toBe(3);
    expect(filledDuration(0, undefined)).toBe(0);
  });
  it('need media, duration and play_order', () => {
    const r = PlaylistInput.safeParse({ name: 'p', add_media: [{ id: -1 }] });
    expect(messages(r)).toEqual([SIGNAGE_MESSAGES.mediaRequired, SIGNAGE_MESSAGES.durationRequired, SIGNAGE_MESSAGES.playOrderRequired]);
    expect(PlaylistInput.parse({ name: 'p', add_media: [{ id: -1, media: ID(1), duration: 0, play_order: 0 }] }).add_media[0].freq).toBe(1);
    expect(messages(PlaylistInput.safeParse({ add_media: [] }))).toEqual([SIGNAGE_MESSAGES.nameRequired]);
  });
  it('are numbered again from 0 when one is removed', () => {
    const rows = [0, 1, 2, 3].map((i) => ({ id: ID(i), play_order: i }));
    expect(withoutRow(rows, 1)).toEqual([
      { id: ID(0), play_order: 0 },
      { id: ID(2), play_order: 1 },
      { id: ID(3), play_order: 2 },
    ]);
  });
});

describe('the playlist update', () => {
  const stored = [0, 1, 2].map((i) => ({ id: ID(i), media: ID(100 + i), duration: 5, play_order: i, freq: 1 }));
  it('lists added, edited and removed rows', () => {
    const form = [{ ...stored[0] }, { ...stored[2], duration: 9 }, { id: -1, media: ID(200), duration: 0, play_order: 2, freq: 1 }];
    expect(playlistDiff(ID(50), 'Lobby', stored, form)).toEqual({
      id: ID(50),
      name: 'Lobby',
      add_media: [{ id: -1, media: ID(200), duration: 0, play_order: 2, freq: 1 }],
      edit_plm: [{ id: ID(2), media: ID(102), duration: 9, play_order: 2, freq: 1 }],
      delete_plm: [ID(1)],
    });
  });
  it('applies them on the server, numbering again after a removal', () => {
    let n = 10;
    const update = PlaylistUpdate.parse({
      add_media: [{ id: -1, media: ID(200), duration: 4, play_order: 3 }],
      edit_plm: [{ id: ID(2), media: ID(102), duration: 9, play_order: 2 }],
      delete_plm: [{ id: ID(1) }],
    });
    expect(applyPlaylistUpdate(stored, update, () => ID(n++))).toEqual([
      { id: ID(0), media: ID(100), duration: 5, play_order: 0, freq: 1 },
      { id: ID(2), media: ID(102), duration: 9, play_order: 1, freq: 1 },
      { id: ID(10), media: ID(200), duration: 4, play_order: 2, freq: 1 },
    ]);
  });
  it('keeps the order as given without a removal, and refuses rows not in the playlist', () => {
    const added = applyPlaylistUpdate(stored, PlaylistUpdate.parse({ add_media: [{ media: ID(9), duration: 1, play_order: 7 }] }), () => ID(99));
    expect(added!.map((r) => r.play_order)).toEqual([0, 1, 2, 7]);
    expect(applyPlaylistUpdate(stored, PlaylistUpdate.parse({ delete_plm: [ID(42)] }), () => ID(99))).toBeNull();
    expect(messages(PlaylistUpdate.safeParse({ delete_plm: [ID(1)], edit_plm: [{ ...stored[1] }] }))).toEqual([SIGNAGE_MESSAGES.duplicateRow]);
  });
});

describe('display form', () => {
  it('defaults orientation to 0 and pa to true', () => {
    const d = DisplayInput.parse({ gen_token: 'ABC123', name: 'Lobby', np: { type: 'pl', id: ID(1), name: 'Loop' }, asset_id: ID(2) });
    expect(d).toMatchObject({ orientation: DEFAULT_ORIENTATION, pa: true, description: '', np: { type: 'pl', id: ID(1), name: 'Loop' } });
    expect(DEFAULT_ORIENTATION).toBe(0);
  });
  it('requires device ID, name, orientation 0/1/2 and a playlist', () => {
    expect(messages(DisplayInput.safeParse({ asset_id: ID(2) }))).toEqual([
      SIGNAGE_MESSAGES.genTokenRequired,
      SIGNAGE_MESSAGES.nameRequired,
      SIGNAGE_MESSAGES.playlistRequired,
    ]);
    expect(messages(DisplayInput.safeParse({ gen_token: 'A', name: 'n', orientation: 3, np: { id: ID(1) }, asset_id: ID(2) }))).toEqual([
      SIGNAGE_MESSAGES.orientation,
    ]);
    expect(displayFormValid(NEW_DISPLAY_FORM)).toBe(false);
    const filled = { ...NEW_DISPLAY_FORM, gen_token: 'A', name: 'n', npId: ID(1), assetId: ID(2) };
    expect(displayFormValid(filled)).toBe(true);
    expect(displayFormValid({ ...filled, orientation: 4 })).toBe(false);
    expect(displayFormValid({ ...filled, assetId: '' })).toBe(false);
    expect(displayFormValid({ ...filled, gen_token: 'A B' })).toBe(false);
    expect(displayFormValid({ ...filled, name: '   ' })).toBe(false);
    expect(displayInputOf({ ...filled, gen_token: ' A ', description: ' d ' }, 'Loop')).toEqual({
      gen_token: 'A',
      name: 'n',
      description: 'd',
      orientation: 0,
      np: { type: 'pl', id: ID(1), name: 'Loop' },
      pa: true,
      asset_id: ID(2),
    });
  });
});
