import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { freePort } from './free-port.js';

/** Whether something on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own, on a free port and without persistence, for a test that stops it mid-way (the
 * machine's shared Redis must keep running for the other tests). `stop` kills it, as a crash would (a paused one too).
 */
export async function startPrivateRedis(): Promise<{ url: string; pause(): void; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  // Settles on exit, or at once when the binary is missing (an 'error' instead).
  const exited = once(child, 'exit').catch(() => {});
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const end = Date.now() + 5000;
  while (!(await answersPing(port))) {
    if (spawnError) throw new Error(`redis-server could not be started (${spawnError.message})`);
    if (Date.now() > end || child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // SIGSTOP: the server keeps its connections but answers nothing, as a hung Redis does.
  return { url: `redis://127.0.0.1:${port}`, pause: () => void child.kill('SIGSTOP'), stop };
}
