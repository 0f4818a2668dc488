import type { SMTPTransportOptions } from 'nodemailer';

/** nodemailer's SMTP transport options, plus the PEM file of a private CA (`ca_file`) for the sender to read. */
export type SmtpOptions = SMTPTransportOptions & { caFile?: string };

const FORM = 'smtp://[user:password@]host[:port] or smtps://…';
const FLAGS = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/**
 * SMTP_URL as transport options; throws a one-line Error (naming no password) for anything else.
 * - `smtp://` connects in plain text (port 25) and upgrades with STARTTLS whenever the server offers it.
 * - `smtps://` is TLS from the first byte (port 465).
 * - A user (and password) logs in, over TLS only: on `smtp://` STARTTLS is then required, unless
 *   `?insecure_auth=1` says the credentials may cross the wire in the clear (a relay that has no TLS).
 * - `?ca_file=/path/ca.pem` trusts that CA (a relay's own or a self-signed certificate) instead of the public ones.
 */
export function parseSmtpUrl(value: string): SmtpOptions {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMTP_URL is not a URL: expected ${FORM}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  // An IPv6 literal keeps its brackets in the URL, not in the address the socket connects to.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error(`SMTP_URL names no host: expected ${FORM}`);
  let insecureAuth = false;
  let caFile: string | undefined;
  // A misspelt option is refused: dropped in silence, it would leave the credentials to the default.
  for (const [key, value] of url.searchParams) {
    if (key === 'insecure_auth') {
      const flag = FLAGS.get(value);
      if (flag === undefined) throw new Error('SMTP_URL: insecure_auth must be 1 or 0');
      insecureAuth = flag;
    } else if (key === 'ca_file') {
      if (!value) throw new Error('SMTP_URL: ca_file must name a PEM file');
      caFile = value;
    } else throw new Error(`SMTP_URL has an unknown parameter ${key} (known: insecure_auth, ca_file)`);
  }
  const secure = url.protocol === 'smtps:';
  const options: SmtpOptions = { host, port: Number(url.port || (secure ? 465 : 25)), secure };
  if (url.username) {
    try {
      options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
    } catch {
      throw new Error('SMTP_URL has a malformed %-escape in its user or password');
    }
    // nodemailer would log in over plain text when the server offers no STARTTLS; requireTLS refuses to.
    if (!secure && !insecureAuth) options.requireTLS = true;
  }
  if (caFile) options.caFile = caFile;
  return options;
}
