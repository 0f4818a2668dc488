import { describe, expect, it } from 'vitest';
import { parseSmtpUrl } from './smtp-url.js';

describe('parseSmtpUrl', () => {
  it('smtp:// is port 25 in plain text (STARTTLS when offered); credentials then require STARTTLS', () => {
    expect(parseSmtpUrl('smtp://relay.internal')).toEqual({ host: 'relay.internal', port: 25, secure: false });
    expect(parseSmtpUrl('smtp://u%40corp:p%3Aw%2F@mail.example.com:587')).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      auth: { user: 'u@corp', pass: 'p:w/' },
      requireTLS: true,
    });
    expect(parseSmtpUrl('smtp://[::1]:2525').host).toBe('::1');
  });

  it('insecure_auth=1 lets the credentials go in plain text; smtps:// is TLS on 465', () => {
    expect(parseSmtpUrl('smtp://u:p@relay.internal?insecure_auth=1')).toEqual({
      host: 'relay.internal',
      port: 25,
      secure: false,
      auth: { user: 'u', pass: 'p' },
    });
    expect(parseSmtpUrl('smtp://u:p@relay.internal?insecure_auth=0').requireTLS).toBe(true);
    expect(parseSmtpUrl('smtps://u:p@mail.example.com')).toEqual({ host: 'mail.example.com', port: 465, secure: true, auth: { user: 'u', pass: 'p' } });
    expect(parseSmtpUrl('smtps://mail.example.com:2465?ca_file=%2Fetc%2Fssl%2Frelay.pem')).toEqual({
      host: 'mail.example.com',
      port: 2465,
      secure: true,
      caFile: '/etc/ssl/relay.pem',
    });
  });

  it('refuses anything else in one line that names no password', () => {
    const refused: [string, string][] = [
      ['smtp.example.com', 'SMTP_URL is not a URL'],
      ['smtp://u:secret@mail.example.com:99999', 'SMTP_URL is not a URL'],
      ['http://u:secret@mail.example.com', 'SMTP_URL must start with smtp:// or smtps:// (got http://)'],
      ['smtp:relay', 'SMTP_URL names no host'],
      ['smtp://u:secret@mail.example.com?insecure-auth=1', 'SMTP_URL has an unknown parameter insecure-auth'],
      ['smtp://u:secret@mail.example.com?insecure_auth=yes', 'insecure_auth must be 1 or 0'],
      ['smtp://u:secret@mail.example.com?ca_file=', 'ca_file must name a PEM file'],
      ['smtp://u:sec%zzret@mail.example.com', 'malformed %-escape'],
    ];
    for (const [url, message] of refused) {
      expect(() => parseSmtpUrl(url), url).toThrow(message);
      try {
        parseSmtpUrl(url);
      } catch (error) {
        expect((error as Error).message).not.toMatch(/secret|\n/);
      }
    }
  });
});
