import { describe, expect, it } from 'vitest';
import { seededPng } from '../../test/world.js';
import { parseRange } from './serve.js';
import { bytesAgree, sniff } from './sniff.js';

const box = (type: string, brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from(type + brand), Buffer.alloc(8)]);

describe('sniffing a file’s first bytes', () => {
  it('tells images, videos and PDFs by their signatures', () => {
    expect(sniff(seededPng(4, 4, 'x'))).toEqual({ kind: 'IMAGE', contentType: 'image/png' });
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ kind: 'IMAGE', contentType: 'image/jpeg' });
    expect(sniff(box('ftyp', 'isom'))).toEqual({ kind: 'VIDEO', contentType: 'video/mp4' });
    expect(sniff(box('ftyp', 'qt  '))).toEqual({ kind: 'VIDEO', contentType: 'video/quicktime' });
    expect(sniff(box('moov', ''))).toEqual({ kind: 'VIDEO', contentType: 'video/quicktime' });
    expect(sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))).toEqual({ kind: 'VIDEO', contentType: 'video/webm' });
    expect(sniff(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]))).toEqual({ kind: 'VIDEO', contentType: 'video/x-msvideo' });
    expect(sniff(Buffer.from('%PDF-1.7\n'))).toEqual({ kind: 'PDF', contentType: 'application/pdf' });
  });
  it('tells UTF-8 text from binary, forgiving a character cut at the end of the sample', () => {
    expect(sniff(Buffer.from('<html>héllo</html>')).kind).toBe('TEXT');
    expect(sniff(Buffer.from('héllo').subarray(0, 2)).kind).toBe('TEXT');
    expect(sniff(Buffer.from([0x68, 0, 0x69])).kind).toBe('BINARY');
    expect(sniff(Buffer.from([0xc3, 0x28, 0x41])).kind).toBe('BINARY');
  });
  it('holds the bytes to the extension’s kind, CANVA and UNKNOWN to nothing', () => {
    expect(bytesAgree('IMAGE', sniff(seededPng(2, 2, 'y')))).toBe(true);
    expect(bytesAgree('IMAGE', sniff(Buffer.from('<svg/>')))).toBe(false);
    expect(bytesAgree('HTML', sniff(seededPng(2, 2, 'y')))).toBe(false);
    expect(bytesAgree('TICKER', sniff(Buffer.from('news')))).toBe(true);
    expect(bytesAgree('UNKNOWN', sniff(seededPng(2, 2, 'y')))).toBe(true);
  });
});

describe('byte ranges', () => {
  it('reads one range, a suffix or an open end, clipped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });
  it('answers the whole file to no range, several ranges or another unit; refuses ranges beyond the end', () => {
    expect(parseRange(undefined, 100)).toBe('whole');
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('whole');
    expect(parseRange('items=0-1', 100)).toBe('whole');
    expect(parseRange('bytes=-', 100)).toBe('whole');
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
