/**
 * Sends `question` to a worker started for it alone and answers the worker's first reply; the worker is ended as soon as
 * it replied or failed. (The caller starts the worker: the bundler finds a worker's script only in a
 * `new Worker(new URL(…, import.meta.url))` written where it is used.)
 */
export function askWorker<Answer>(worker: Worker, question: unknown, failure: string): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Answer>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || failure));
    };
    worker.postMessage(question);
  });
}
