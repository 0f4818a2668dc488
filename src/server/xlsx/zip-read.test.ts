import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { readZip, ZipUnreadable } from './zip-read.js';
import { ZipStream } from './zip-stream.js';

async function zipOf(entries: [string, string][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipStream(out);
  for (const [name, text] of entries) {
    await zip.begin(name);
    await zip.write(text);
    await zip.end();
  }
  await zip.finish();
  return Buffer.concat(chunks);
}

it('reads back what the zip writer wrote', async () => {
  const entries = new Map(
    readZip(
      await zipOf([
        ['agency.txt', 'a,b\r\n1,2\r\n'],
        ['stops.txt', 'x'.repeat(100_000)],
      ]),
      1_000_000,
    ),
  );
  expect(entries.get('agency.txt')?.toString()).toBe('a,b\r\n1,2\r\n');
  expect(entries.get('stops.txt')?.length).toBe(100_000);
});

it('refuses what is not a zip, a zip that unpacks beyond the limit, and an entry larger than it says', async () => {
  expect(() => readZip(Buffer.from('not a zip at all, just some text'), 1000)).toThrow(new ZipUnreadable('The file is not a zip'));
  const big = await zipOf([['a.txt', 'a'.repeat(5000)]]);
  expect(() => readZip(big, 4000)).toThrow('The zip unpacks to more than 0 MB');
  // The same archive with the entry's declared size lowered in its central directory.
  const lying = Buffer.from(big);
  const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  lying.writeUInt32LE(10, central + 24);
  expect(() => readZip(lying, 1_000_000)).toThrow('a.txt: its content is damaged or larger than it says');
});

it('answers any damaged archive with ZipUnreadable, never another error', async () => {
  const good = await zipOf([
    ['a.txt', 'hello'],
    ['b.txt', 'world'.repeat(50)],
  ]);
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  for (let round = 0; round < 500; round++) {
    const bad = Buffer.from(good);
    for (let k = 0; k < 1 + (round % 8); k++) bad[next() % bad.length] = next() % 256;
    const cut = round % 5 === 0 ? bad.subarray(next() % bad.length) : bad;
    try {
      readZip(cut, 1_000_000);
    } catch (error) {
      expect(error).toBeInstanceOf(ZipUnreadable);
    }
  }
});
