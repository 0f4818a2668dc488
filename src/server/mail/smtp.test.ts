import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf, decodeWords, headerOf, selfSignedCertificate, startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { sendMail, type Mail } from './smtp.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const USER = 'reporter';
// Characters a URL must escape, to show the URL's %-escapes are undone before the login.
const PASSWORD = 'p@ss w:rd/1';
const users = { [USER]: PASSWORD };

// Binary, with what SMTP would trip on were it sent as text (a lone dot line, NUL, CR).
const workbook = Buffer.concat([Buffer.from('PK\x03\x04\r\n.\r\n\x00\xff'), randomBytes(4096)]);
const mail: Mail = {
  from: 'reports@sdm.example.com',
  to: ['ops@example.com', 'boss@example.com'],
  subject: 'Scheduled report: Audience – Café',
  text: 'The report is attached.',
  attachments: [{ filename: 'Audience – Café.xlsx', contentType: XLSX, content: workbook }],
};

let cert: ReturnType<typeof selfSignedCertificate>;
let sink: SmtpSink | undefined;
const credentials = `${USER}:${encodeURIComponent(PASSWORD)}`;
const trust = () => `ca_file=${encodeURIComponent(cert.caFile)}`;

beforeAll(() => {
  cert = selfSignedCertificate();
});
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});
afterAll(() => cert.remove());

describe('sendMail', () => {
  it('smtp:// upgrades with STARTTLS before it logs in, and delivers', async () => {
    sink = await startSmtpSink({ key: cert.key, cert: cert.cert, users });
    await sendMail(`smtp://${credentials}@127.0.0.1:${sink.port}?${trust()}`, mail);
    expect(sink.logins).toEqual([{ username: USER, password: PASSWORD, secure: true }]);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]).toMatchObject({ from: mail.from, to: mail.to, secure: true, user: USER });
  });

  it('the message: subject, a Message-ID at the sender’s domain, the attachment’s name in RFC 2231 and its bytes intact', async () => {
    sink = await startSmtpSink({ key: cert.key, cert: cert.cert });
    await sendMail(`smtp://127.0.0.1:${sink.port}?${trust()}`, mail);
    const { raw, secure } = sink.mails[0];
    // No credentials: STARTTLS is still taken when offered.
    expect(secure).toBe(true);
    expect(decodeWords(headerOf(raw, 'Subject')!)).toBe(mail.subject);
    expect(headerOf(raw, 'Message-ID')).toMatch(/^<[^@<>\s]+@sdm\.example\.com>$/);
    const [attachment, ...more] = attachmentsOf(raw);
    expect(more).toEqual([]);
    expect(attachment.disposition).toMatch(/filename\*(0\*)?=utf-8''Audience%20%E2%80%93%20Caf%C3%A9\.xlsx/i);
    expect(attachment.filename).toBe('Audience – Café.xlsx');
    expect(attachment.bytes.equals(workbook)).toBe(true);
  });

  it('a server without STARTTLS never gets the password, unless the URL says insecure_auth=1', async () => {
    sink = await startSmtpSink({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true, users });
    const url = `smtp://${credentials}@127.0.0.1:${sink.port}`;
    await expect(sendMail(url, mail)).rejects.toThrow(/offers no STARTTLS, so SMTP_URL's credentials were not sent \(insecure_auth=1 allows plain text\)/);
    expect(sink.logins).toEqual([]);
    expect(sink.mails).toEqual([]);

    await sendMail(`${url}?insecure_auth=1`, mail);
    expect(sink.logins).toEqual([{ username: USER, password: PASSWORD, secure: false }]);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]).toMatchObject({ secure: false, user: USER });
  });

  it('smtps:// is TLS from the start, and checks the certificate', async () => {
    sink = await startSmtpSink({ secure: true, key: cert.key, cert: cert.cert, users });
    await expect(sendMail(`smtps://${credentials}@127.0.0.1:${sink.port}`, mail)).rejects.toThrow(/self-signed certificate/);
    expect(sink.logins).toEqual([]);

    await sendMail(`smtps://${credentials}@127.0.0.1:${sink.port}?${trust()}`, mail);
    expect(sink.logins).toEqual([{ username: USER, password: PASSWORD, secure: true }]);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]).toMatchObject({ secure: true, user: USER });
  });

  it('refused credentials reject with the server’s answer', async () => {
    sink = await startSmtpSink({ key: cert.key, cert: cert.cert, users });
    const sent = sendMail(`smtp://${USER}:wrong@127.0.0.1:${sink.port}?${trust()}`, mail);
    await expect(sent).rejects.toThrow(/Invalid login: 535 .*Invalid username or password/);
    expect(sink.mails).toEqual([]);
  });
});
