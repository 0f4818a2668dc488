import { describe, expect, it } from 'vitest';
import { displayFormOf, displayFormProblems, displayFormValid, displayInputOf, NEW_DISPLAY_FORM } from './display.js';
import { SIGNAGE_MESSAGES } from './messages.js';
import { overrideBodyOf } from './override-form.js';
import { OVERRIDE_LIMITS } from './player.js';
import { newPlaylistRow } from './playlist.js';
import { playlistFormProblems, playlistFormValid, sentRows, withMedia, withoutFormRow, type FormRow } from './playlist-form.js';
import { lastWeek, playsPeriod } from './plays-period.js';
import { nameOfFile, uploadFieldsOf, uploadFormProblems, type UploadForm } from './upload-form.js';

const ID = (n: number) => n.toString(16).padStart(24, '0');

describe('the upload form', () => {
  const file = { name: 'Lobby loop.mp4', size: 10, type: 'video/mp4' };
  const filled: UploadForm = { file, name: 'Lobby loop', startAt: 1000, expiryAt: 2000, duration: 5 };
  it('needs a file first of all', () => {
    expect(uploadFormProblems({ ...filled, file: null }).file).toBe(SIGNAGE_MESSAGES.selectFile);
    expect(uploadFormProblems({ ...filled, file: { ...file, size: 0 } }).file).toBe(SIGNAGE_MESSAGES.selectFile);
    expect(uploadFormProblems(filled)).toEqual({});
  });
  it('needs a name, startAt and expiryAt, expiry after start', () => {
    expect(uploadFormProblems({ ...filled, name: ' ', startAt: null, expiryAt: null })).toEqual({
      name: SIGNAGE_MESSAGES.nameRequired,
      startAt: SIGNAGE_MESSAGES.startAtRequired,
      expiryAt: SIGNAGE_MESSAGES.expiryAtRequired,
    });
    expect(uploadFormProblems({ ...filled, expiryAt: 1000 })).toEqual({ expiryAt: SIGNAGE_MESSAGES.expiryAfterStart });
    expect(uploadFormProblems({ ...filled, duration: '' })).toEqual({});
  });
  it('sends its fields as text, the type the browser gave or the kind', () => {
    expect(uploadFieldsOf({ ...filled, file, duration: '' })).toEqual({
      name: 'Lobby loop',
      startAt: '1000',
      expiryAt: '2000',
      duration: '5',
      type: 'video/mp4',
    });
    expect(uploadFieldsOf({ ...filled, file: { ...file, type: '' } }).type).toBe('VIDEO');
  });
  it('starts the name from the file name', () => {
    expect(nameOfFile('C:\\media\\Lobby loop.final.mp4')).toBe('Lobby loop.final');
    expect(nameOfFile('notes')).toBe('notes');
  });
});

describe('the playlist form', () => {
  const row = (over: Partial<FormRow> = {}): FormRow => ({ ...newPlaylistRow([]), ...over });
  it('needs a name, and media, duration and play_order per row', () => {
    expect(playlistFormProblems('', [])).toEqual({ name: SIGNAGE_MESSAGES.nameRequired, rows: {}, cells: {} });
    const problems = playlistFormProblems('Loop', [row({ media: ID(1) }), row({ duration: '', play_order: '' })]);
    expect(problems.rows).toEqual({ 1: [SIGNAGE_MESSAGES.mediaRequired, SIGNAGE_MESSAGES.durationRequired, SIGNAGE_MESSAGES.playOrderRequired].join('. ') });
    expect(playlistFormValid('Loop', [row({ media: ID(1) })])).toBe(true);
    expect(playlistFormValid('Loop', [row({ media: ID(1), duration: -1 })])).toBe(false);
  });
  it("fills a 0-second row from its media's duration, and keeps a chosen one", () => {
    expect(withMedia(row(), ID(1), 12)).toMatchObject({ media: ID(1), duration: 12 });
    expect(withMedia(row({ duration: 3 }), ID(1), 12)).toMatchObject({ duration: 3 });
    expect(withMedia(row({ duration: '' }), ID(1), 12)).toMatchObject({ duration: 12 });
  });
  it('numbers rows again after a removal and sends numbers', () => {
    const rows = [0, 1, 2].map((i) => row({ id: ID(i), media: ID(9), play_order: i }));
    expect(withoutFormRow(rows, 0).map((r) => [r.id, r.play_order])).toEqual([
      [ID(1), 0],
      [ID(2), 1],
    ]);
    const blank = [row({ id: ID(0), play_order: '' }), row({ id: ID(1), play_order: 4 }), row({ id: ID(2), play_order: 0 })];
    expect(withoutFormRow(blank, 2).map((r) => [r.id, r.play_order])).toEqual([
      [ID(1), 0],
      [ID(0), 1],
    ]);
    expect(sentRows([row({ media: ID(1), freq: '' })])).toEqual([{ id: -1, media: ID(1), duration: 0, play_order: 0, freq: 1 }]);
  });
});

describe('the proof-of-play period', () => {
  it('runs from the first day to the midnight after the last', () => {
    expect(playsPeriod('2026-11-01', '2026-11-03')).toEqual({ from: new Date(2026, 10, 1).getTime(), to: new Date(2026, 10, 4).getTime() });
    expect(playsPeriod('2026-12-31', '2026-12-31')).toEqual({ from: new Date(2026, 11, 31).getTime(), to: new Date(2027, 0, 1).getTime() });
  });
  it('refuses missing, reversed and too long periods', () => {
    expect(playsPeriod(null, '2026-11-03')).toEqual({ problem: 'Choose the first and the last day' });
    expect(playsPeriod('2026-11-03', 'soon')).toEqual({ problem: 'Choose the first and the last day' });
    expect(playsPeriod('2026-11-03', '2026-11-01')).toEqual({ problem: 'to must be after from' });
    expect(playsPeriod('2025-01-02', '2026-01-01')).toHaveProperty('from');
    expect(playsPeriod('2025-01-01', '2026-01-05')).toEqual({ problem: 'A period is at most 366 days' });
  });
  it('starts as the last 7 days', () => {
    expect(lastWeek(new Date(2026, 10, 24, 10))).toEqual(['2026-11-18', '2026-11-24']);
    expect(lastWeek(new Date(2026, 0, 3))).toEqual(['2025-12-28', '2026-01-03']);
  });
});

describe('the override form', () => {
  it('sends exactly one of message and media', () => {
    expect(overrideBodyOf({ kind: 'message', message: '  Fire drill  ' })).toEqual({ message: 'Fire drill' });
    expect(overrideBodyOf({ kind: 'message', message: ' ' })).toBeNull();
    expect(overrideBodyOf({ kind: 'message', message: 'x'.repeat(OVERRIDE_LIMITS.message + 1) })).toBeNull();
    expect(overrideBodyOf({ kind: 'media', mediaId: ID(1) })).toEqual({ mediaId: ID(1) });
    expect(overrideBodyOf({ kind: 'media', mediaId: '' })).toBeNull();
  });
});

describe('the display form of a stored display', () => {
  const stored = {
    gen_token: 'SCREEN1',
    name: 'Lobby',
    description: 'Entrance',
    orientation: 1,
    np: { id: 'b'.repeat(24), name: 'Morning' },
    asset_id: 'a'.repeat(24),
  };

  it('holds its fields, and sends them back as a valid body', () => {
    const form = displayFormOf(stored);
    expect(form).toEqual({ gen_token: 'SCREEN1', name: 'Lobby', description: 'Entrance', orientation: 1, npId: 'b'.repeat(24), assetId: 'a'.repeat(24) });
    expect(displayFormValid(form)).toBe(true);
    expect(displayInputOf(form, 'Morning')).toMatchObject({
      gen_token: 'SCREEN1',
      np: { type: 'pl', id: 'b'.repeat(24), name: 'Morning' },
      asset_id: 'a'.repeat(24),
    });
  });

  it('asks before a delete by kind and name', () => {
    expect(SIGNAGE_MESSAGES.confirmDelete('media', 'Poster')).toBe("Are you sure to delete the media 'Poster'?");
    expect(SIGNAGE_MESSAGES.confirmDelete('display', 'Lobby')).toBe("Are you sure to delete the display 'Lobby'?");
  });
});

describe('the display form, field by field', () => {
  it('says beside each field what keeps it from being sent, in the server schema’s words', () => {
    expect(displayFormProblems(NEW_DISPLAY_FORM)).toEqual({
      gen_token: SIGNAGE_MESSAGES.genTokenRequired,
      name: SIGNAGE_MESSAGES.nameRequired,
      npId: SIGNAGE_MESSAGES.playlistRequired,
      assetId: SIGNAGE_MESSAGES.assetRequired,
    });
    const filled = { ...NEW_DISPLAY_FORM, gen_token: 'SCREEN1', name: 'Lobby', npId: ID(2), assetId: ID(3) };
    expect(displayFormProblems(filled)).toEqual({});
    expect(displayFormProblems({ ...filled, gen_token: 'SCREEN 1' })).toEqual({ gen_token: 'Device ID may hold letters, digits, - and _' });
    expect(displayFormValid({ ...filled, name: ' ' })).toBe(false);
  });

  it('gives a playlist row its problems by field too', () => {
    const problems = playlistFormProblems('Loop', [{ ...newPlaylistRow([]), media: ID(1), duration: '' }]);
    expect(problems.cells).toEqual({ 0: { duration: SIGNAGE_MESSAGES.durationRequired } });
  });
});
