import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** A message with attachments, as the scheduled reports send it. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Reads SMTP replies (multi-line ones end at the line whose code is followed by a space). */
function replies(socket: Socket) {
  let buffered = '';
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  let failed: Error | null = null;
  let current: string[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl).replace(/\r$/, '');
      buffered = buffered.slice(nl + 1);
      current.push(line);
      if (line[3] === '-') continue;
      const reply = current.join('\n');
      current = [];
      const w = waiting.shift();
      if (w) w(reply);
      else ready.push(reply);
    }
  });
  const fail = (e: Error) => {
    failed = e;
    for (const w of waiting.splice(0)) w(`000 ${e.message}`);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  return (): Promise<string> => {
    if (ready.length) return Promise.resolve(ready.shift()!);
    if (failed) return Promise.resolve(`000 ${failed.message}`);
    return new Promise((resolve) => waiting.push(resolve));
  };
}

const wrap = (b64: string) => b64.replace(/.{1,76}/g, '$&\r\n');
// Non-ASCII subjects and file names as RFC 2047 encoded words.
const header = (s: string) => (/^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s).toString('base64')}?=`);
const address = (s: string) => s.replace(/[\r\n<>]/g, '');

/** The MIME message: the text, then each attachment in base64. Lines starting with '.' are doubled when sent. */
export function mimeOf(mail: Mail, now = new Date()): string {
  const boundary = `sdm-${randomBytes(12).toString('hex')}`;
  const parts = [
    `From: <${address(mail.from)}>`,
    `To: ${mail.to.map((a) => `<${address(a)}>`).join(', ')}`,
    `Subject: ${header(mail.subject.replace(/[\r\n]/g, ' '))}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap(Buffer.from(mail.text).toString('base64')),
  ];
  for (const a of mail.attachments) {
    const name = header(a.filename.replace(/["\r\n]/g, '_'));
    parts.push(
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${name}"`,
      '',
      wrap(a.content.toString('base64')),
    );
  }
  parts.push(`--${boundary}--`, '');
  return parts.join('\r\n');
}

/**
 * Sends `mail` through the SMTP server of `url` (smtp://[user:password@]host[:port]; AUTH PLAIN when a user
 * is given). Plain SMTP only: a relay on the same network, or one that takes STARTTLS as optional.
 */
export async function sendMail(url: string, mail: Mail, timeoutMs = 30_000): Promise<void> {
  const u = new URL(url);
  if (u.protocol !== 'smtp:') throw new Error(`SMTP_URL must start with smtp:// (got ${u.protocol})`);
  const socket = connect({ host: u.hostname, port: Number(u.port || 25) });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server timed out')));
  const next = replies(socket);
  const expect = async (code: string, what: string) => {
    const reply = await next();
    if (!reply.startsWith(code)) throw new Error(`SMTP ${what}: ${reply}`);
  };
  const say = (line: string) => socket.write(`${line}\r\n`);
  try {
    await expect('220', 'greeting');
    say('EHLO sdm-console');
    await expect('250', 'EHLO');
    if (u.username) {
      say(`AUTH PLAIN ${Buffer.from(`\0${decodeURIComponent(u.username)}\0${decodeURIComponent(u.password)}`).toString('base64')}`);
      await expect('235', 'AUTH');
    }
    say(`MAIL FROM:<${address(mail.from)}>`);
    await expect('250', 'MAIL FROM');
    for (const to of mail.to) {
      say(`RCPT TO:<${address(to)}>`);
      await expect('250', `RCPT TO ${to}`);
    }
    say('DATA');
    await expect('354', 'DATA');
    socket.write(mimeOf(mail).replace(/^\./gm, '..'));
    say('.');
    await expect('250', 'message');
    say('QUIT');
  } finally {
    socket.end();
  }
}
