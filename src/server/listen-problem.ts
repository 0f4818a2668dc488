import { createServer } from 'node:net';

/** Fails as listening on `host:port` would (EADDRINUSE, EACCES, …); checked before the database is opened. */
export function checkPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The one line to print, instead of a stack, when the server cannot listen on `host:port`; null for other errors. */
export function listenProblem(error: unknown, host: string, port: number): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const other = port === 8080 ? 8081 : 8080;
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is already in use by another program: choose another port with PORT, e.g. PORT=${other} npm start`;
  if (code === 'EACCES') return `Port ${port} on ${host} needs administrator rights: choose another port with PORT, e.g. PORT=${other} npm start`;
  if (code === 'EADDRNOTAVAIL') return `Address ${host} is not one of this machine's: choose another with HOST, e.g. HOST=127.0.0.1 npm start`;
  return null;
}
