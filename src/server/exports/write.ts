import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Writes to `out`, waiting while it is full. False when `out` is gone (the client went away): a producer
 * stops then instead of waiting for a 'drain' that never comes.
 */
export async function writeOrStop(out: Writable, chunk: string | Buffer): Promise<boolean> {
  if (out.destroyed) return false;
  if (out.write(chunk)) return true;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
  return !out.destroyed;
}
