import { readFile } from 'node:fs/promises';
import { createTransport } from 'nodemailer';
import { parseSmtpUrl } from './smtp-url.js';

/** A message with attachments, as the scheduled reports send it. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Sends `mail` through the SMTP server of `url` (SMTP_URL, see parseSmtpUrl) with nodemailer: MIME with RFC 2231
 * file names, a Message-ID at the sender's domain, STARTTLS or SMTPS. One connection per message, closed after it:
 * reports are a few a day, not worth a pool that holds sockets open between them.
 */
export async function sendMail(url: string, mail: Mail, timeoutMs = 30_000): Promise<void> {
  const { caFile, ...options } = parseSmtpUrl(url);
  const ca = caFile
    ? await readFile(caFile).catch((error: Error) => Promise.reject(new Error(`SMTP_URL's ca_file cannot be read: ${error.message}`)))
    : undefined;
  const transport = createTransport({
    ...options,
    ...(ca ? { tls: { ca } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Attachments are the buffers given here: never a path or an address for nodemailer to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
  } catch (error) {
    // The message is what the report's file lists as mail_error: say which server, and (never the password) why.
    const { code, response } = error as { code?: string; response?: string };
    const where = `SMTP server ${options.host}:${options.port}`;
    if (options.requireTLS && code === 'ETLS' && response) {
      throw new Error(`${where} offers no STARTTLS, so SMTP_URL's credentials were not sent (insecure_auth=1 allows plain text): ${response}`, {
        cause: error,
      });
    }
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    transport.close();
  }
}
