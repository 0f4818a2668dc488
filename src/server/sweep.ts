import { runAsSystem } from './audit/context.js';

/**
 * Runs `task` every `ms` on this server until stopped; a run still going skips the next tick, a failure goes to
 * `onError`. Its writes are the system's, recorded under `name`.
 */
export function startSweep(name: string, ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAsSystem(name, task)
      .catch(onError)
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
