import { askWorker } from '../../../lib/ask-worker';
import type { FarePreview } from './fare-preview';

/** Reads a fare-matrix text in a web worker of its own (one per file, ended once it answered). */
export function readFareText(text: string): Promise<FarePreview> {
  const worker = new Worker(new URL('./fare-matrix.worker.ts', import.meta.url), { type: 'module' });
  return askWorker<FarePreview>(worker, text, 'The fare matrix could not be read');
}
