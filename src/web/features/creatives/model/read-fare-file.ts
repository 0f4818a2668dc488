import type { FarePreview } from './fare-preview';

/** Reads a fare-matrix text in a web worker of its own (one per file, ended once it answered). */
export function readFareText(text: string): Promise<FarePreview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fare-matrix.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<FarePreview>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The fare matrix could not be read'));
    };
    worker.postMessage(text);
  });
}
