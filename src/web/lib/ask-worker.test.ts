import { describe, expect, it } from 'vitest';
import { askWorker } from './ask-worker';

/** A worker that answers (or fails) each question with `reply`, and says whether it was ended. */
function workerThat(reply: (question: unknown) => { data: unknown } | { error: string }) {
  const worker = {
    ended: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate() {
      this.ended = true;
    },
    postMessage(question: unknown) {
      const outcome = reply(question);
      queueMicrotask(() =>
        'data' in outcome ? this.onmessage?.({ data: outcome.data } as MessageEvent) : this.onerror?.({ message: outcome.error } as ErrorEvent),
      );
    },
  };
  return worker;
}

describe('askWorker', () => {
  it("answers the worker's reply and ends the worker", async () => {
    const worker = workerThat((q) => ({ data: `seen ${String(q)}` }));
    await expect(askWorker(worker as unknown as Worker, 'fares', 'failed')).resolves.toBe('seen fares');
    expect(worker.ended).toBe(true);
  });

  it("fails with the worker's message, or the caller's when it gave none, and ends the worker", async () => {
    const broken = workerThat(() => ({ error: 'Line 3 is not a fare' }));
    await expect(askWorker(broken as unknown as Worker, 'x', 'The fare matrix could not be read')).rejects.toThrow('Line 3 is not a fare');
    expect(broken.ended).toBe(true);
    const silent = workerThat(() => ({ error: '' }));
    await expect(askWorker(silent as unknown as Worker, 'x', 'The fare matrix could not be read')).rejects.toThrow('The fare matrix could not be read');
  });
});
