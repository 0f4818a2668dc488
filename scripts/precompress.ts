// Brotli and gzip copies of the built console, made once at build time so that the server sends them
// as they are (src/server/web.ts, @fastify/static `preCompressed`) instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `dir` of MIN_BYTES or more; answers how many files got them. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      // A copy that is not smaller is left out; the server then sends the file itself.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      done += 1;
    }),
  );
  return done;
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sdm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
