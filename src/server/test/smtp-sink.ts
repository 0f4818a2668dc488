import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the sink took: its envelope, its text as sent, and whether the connection was TLS and who logged in. */
export interface Received {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user?: string;
}

/** An AUTH the sink was sent, with whether the connection was TLS by then. */
export interface Login {
  username?: string;
  password?: string | null;
  secure: boolean;
}

export interface SmtpSink {
  port: number;
  mails: Received[];
  logins: Login[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message. `users` are the logins it accepts (any
 * other is a 535); without them no login is asked for. The rest of `options` go to smtp-server (TLS, disabled commands).
 */
export async function startSmtpSink(options: SMTPServerOptions & { users?: Record<string, string> } = {}): Promise<SmtpSink> {
  const { users, ...serverOptions } = options;
  const mails: Received[] = [];
  const logins: Login[] = [];
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authOptional: !users,
    // A test's close should not wait out a client's idle connection.
    closeTimeout: 500,
    ...serverOptions,
    onAuth(auth, session, callback) {
      logins.push({ username: auth.username, password: auth.password, secure: session.secure });
      if (users && auth.username !== undefined && users[auth.username] === auth.password) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  // A client that refuses the certificate drops the handshake; the server reports it as an event, which is not a failure here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    mails,
    logins,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A self-signed certificate for 127.0.0.1 (made by openssl: Node's crypto makes keys, not certificates); its PEM file is its own CA. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer; caFile: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'sdm-smtp-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  // Node checks an IP address against the certificate's subjectAltName only, not its CN.
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile];
  execFileSync('openssl', ['req', '-x509', '-days', '1', ...subject, ...key, '-out', certFile], { stdio: 'ignore' });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), caFile: certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The header `name` of a message (or of one MIME part), unfolded; undefined when absent. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]/g, ' ');
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`^${escaped}:\\s*(.*)$`, 'im').exec(head)?.[1];
}

/** The attachments of a multipart message: file name (plain, quoted, or RFC 2231 with continuations) and decoded bytes. */
export function attachmentsOf(raw: string): { filename: string; disposition: string; bytes: Buffer }[] {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headerOf(raw, 'Content-Type') ?? '')?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part) => part.replace(/^\r?\n/, ''))
    .filter((part) => /^attachment/i.test(headerOf(part, 'Content-Disposition') ?? ''))
    .map((part) => {
      const disposition = headerOf(part, 'Content-Disposition')!;
      const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
      return { filename: filenameOf(disposition), disposition, bytes: Buffer.from(body, 'base64') };
    });
}

/** RFC 2231: filename*=utf-8''…, or sections filename*0*=utf-8''…; filename*1*=…; filename*2="…" joined, the starred %-decoded as bytes. */
function filenameOf(disposition: string): string {
  const plain = /;\s*filename=(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  if (plain) return plain[1] ?? plain[2];
  const sections = [...disposition.matchAll(/;\s*filename\*(?:(\d+)(\*)?)?=(?:"([^"]*)"|([^;\s]*))/gi)];
  const bytes = sections
    .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
    .map((m, i) => {
      // filename*= is encoded; of the numbered sections, those with a second star are.
      const encoded = m[1] === undefined || m[2] === '*';
      let value = m[3] ?? m[4];
      if (i === 0 && encoded) value = value.replace(/^[^']*'[^']*'/, '');
      return encoded
        ? Buffer.from(
            value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(value);
    });
  return Buffer.concat(bytes).toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= or =?UTF-8?Q?…?=) as text; the space between two words is not text. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
