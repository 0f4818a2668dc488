import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

/** Entries above this would need Zip64 records, which this writer does not write. */
const ZIP32_LIMIT = 0xffff_ffff;
/** Fast deflate: spreadsheet XML shrinks ~10x even at level 1, and the level-6 default costs 3-4x the CPU. */
const LEVEL = 1;
/** General purpose flag bit 3 (sizes in a data descriptor after the data) and bit 11 (UTF-8 names). */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
/** 1980-01-01 00:00 in MS-DOS time/date: entries carry no meaningful time. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Why a stream stopped: the client went away, or the zip would outgrow 4 GB. */
export class ZipAborted extends Error {}

/**
 * A zip archive written front to back onto a stream, one entry at a time, every entry deflated (LibreOffice
 * refuses stored entries followed by data descriptors). Each chunk of an entry is deflated on its own with a
 * sync flush, so the compressed pieces concatenate into one valid deflate stream and the work runs on libuv's
 * thread pool; every write waits for the destination to drain, so a slow reader pauses whoever feeds it.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];
  private current: Written | null = null;

  constructor(private readonly out: Writable) {}

  async begin(name: string): Promise<void> {
    if (this.current) throw new Error('zip entry still open');
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    // crc and sizes (14..25) stay zero: they follow the data in its descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    this.current = { name: nameBytes, crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.raw(Buffer.concat([header, nameBytes]));
  }

  /** Part of the open entry's content. */
  async write(data: Buffer | string): Promise<void> {
    const entry = this.current;
    if (!entry) throw new Error('no zip entry open');
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (!bytes.length) return;
    entry.crc = crc32(bytes, entry.crc);
    entry.size += bytes.length;
    const packed = await deflate(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
    entry.compressed += packed.length;
    await this.raw(packed);
  }

  async end(): Promise<void> {
    const entry = this.current;
    if (!entry) throw new Error('no zip entry open');
    // The final (empty, fixed-Huffman) block closes the deflate stream.
    const last = Buffer.from([0x03, 0x00]);
    entry.compressed += last.length;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    if (entry.size > ZIP32_LIMIT || entry.compressed > ZIP32_LIMIT) throw new ZipAborted('zip entry above 4 GB');
    await this.raw(Buffer.concat([last, descriptor]));
    this.entries.push(entry);
    this.current = null;
  }

  async file(name: string, content: string): Promise<void> {
    await this.begin(name);
    await this.write(content);
    await this.end();
  }

  /** The central directory; the destination is ended after it. */
  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(DOS_TIME, 12);
      h.writeUInt16LE(DOS_DATE, 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      parts.push(h, e.name);
    }
    const directory = Buffer.concat(parts);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(this.entries.length, 8);
    eocd.writeUInt16LE(this.entries.length, 10);
    eocd.writeUInt32LE(directory.length, 12);
    eocd.writeUInt32LE(start, 16);
    await this.raw(Buffer.concat([directory, eocd]));
    await new Promise<void>((resolve) => this.out.end(resolve));
  }

  private async raw(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) throw new ZipAborted('destination closed');
    if (this.offset + bytes.length > ZIP32_LIMIT) throw new ZipAborted('zip above 4 GB');
    this.offset += bytes.length;
    if (this.out.write(bytes)) return;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', closed);
        resolve();
      };
      const closed = () => {
        this.out.off('drain', done);
        reject(new ZipAborted('destination closed'));
      };
      this.out.once('drain', done);
      this.out.once('close', closed);
    });
  }
}
