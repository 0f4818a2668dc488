import { inflateRawSync } from 'node:zlib';

/** Why an uploaded zip cannot be read, said to the uploader. */
export class ZipUnreadable extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The entries of a zip held in memory (an upload under its route's size limit), by name. Stored and deflated entries
 * are read; Zip64, encryption and other methods are refused, as is an archive whose entries would unpack to more than
 * `maxBytes` in all (a zip bomb stops at the limit instead of filling memory). Folders are listed with no content.
 */
export function readZip(zip: Buffer, maxBytes: number): Map<string, Buffer> {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipUnreadable('The zip’s directory is damaged');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at = next;
    if (flags & 0x1) throw new ZipUnreadable(`${name} is encrypted`);
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw new ZipUnreadable('Zip64 archives are not read: make a plain zip');
    if (name.endsWith('/')) {
      out.set(name, Buffer.alloc(0));
      continue;
    }
    total += size;
    if (total > maxBytes) throw new ZipUnreadable(`The zip unpacks to more than ${Math.round(maxBytes / 1_048_576)} MB`);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new ZipUnreadable(`${name}: its entry is damaged`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (data.length !== compressed) throw new ZipUnreadable(`${name}: its entry is cut short`);
    if (method === 0) out.set(name, Buffer.from(data));
    else if (method === 8) {
      try {
        // The declared size bounds the output: a lying entry fails here rather than growing.
        out.set(name, inflateRawSync(data, { maxOutputLength: Math.max(size, 1) }));
      } catch {
        throw new ZipUnreadable(`${name}: its content is damaged or larger than it says`);
      }
    } else throw new ZipUnreadable(`${name}: compression method ${method} is not read`);
  }
  return out;
}

function findEnd(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of up to 65,535.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) return i;
  }
  throw new ZipUnreadable('The file is not a zip');
}
