// The console as a deployment serves it: HTTPS with HTTP/2 from a TLS-terminating balancer in front of the API
// server (docs/scaling.md). The page bench measures through it as well as straight from the server, whose plain
// HTTP/1.1 no browser meets in production: over HTTP/1.1 a page's ~50 first-load requests queue on six connections,
// over HTTP/2 they share one.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/server/test/free-port.js';

function requireCommand(command: string, install: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`The page bench measures through HAProxy: ${command} is missing (${install}).`);
  }
}

/** Runs `measure` against an HTTPS origin with HTTP/2 (HAProxy, a throwaway self-signed certificate) in front of `origin`. */
export async function throughHttpsFront<T>(origin: string, measure: (httpsOrigin: string) => Promise<T>): Promise<T> {
  requireCommand('haproxy', 'apt-get install -y haproxy');
  requireCommand('openssl', 'apt-get install -y openssl');
  const dir = mkdtempSync(join(tmpdir(), 'sdm-https-front-'));
  const pem = join(dir, 'front.pem');
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-days', '1', '-nodes'];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', ...subject, '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8')); // HAProxy reads both from one file
  const port = await freePort();
  const upstream = new URL(origin);
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend console',
      `  bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1`,
      '  default_backend api',
      'backend api',
      `  server api ${upstream.hostname}:${upstream.port}`,
      '',
    ].join('\n'),
  );
  const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const httpsOrigin = `https://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const up = await new Promise<boolean>((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(true)); // the port is taken: HAProxy listens
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
      });
      if (up) break;
      if (attempt === 50 || haproxy.exitCode !== null) throw new Error('HAProxy did not start for the page bench.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await measure(httpsOrigin);
  } finally {
    haproxy.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
