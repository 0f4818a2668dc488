import { describe, expect, it } from 'vitest';
import { WebAddress } from './place.js';
import { httpUrlProblem, URL_MESSAGES, webAddressProblem } from './place-parts.js';

describe('web addresses', () => {
  it('a workspace or item address may leave out its scheme, but names no other than http(s)', () => {
    for (const ok of ['', 'www.example.com', 'https://example.com/a', 'HTTP://EXAMPLE.COM']) expect(webAddressProblem(ok), ok).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com']) expect(webAddressProblem(bad), bad).toBe(URL_MESSAGES.otherScheme);
  });

  it('the schema says what the rule says, in the same words', () => {
    expect(WebAddress.safeParse('www.example.com').success).toBe(true);
    expect(WebAddress.safeParse('javascript:alert(1)').error?.issues[0].message).toBe(URL_MESSAGES.otherScheme);
  });
});

describe('social links of a treasury instrument', () => {
  it('are whole http(s) URLs with a host, or blank', () => {
    for (const ok of ['', '  ', 'https://facebook.com/mall', 'http://example.com', ' https://x.example.org/a?b=1#c '])
      expect(httpUrlProblem(ok), ok).toBeNull();
  });

  it('another scheme is refused as for every web address', () => {
    for (const bad of ['javascript:alert(1)', 'mailto:a@b.c', 'ftp://example.com/x']) expect(httpUrlProblem(bad), bad).toBe(URL_MESSAGES.otherScheme);
  });

  it('an address without its scheme, without a host or with spaces asks for the whole address', () => {
    for (const bad of ['www.facebook.com/mall', 'facebook', 'https://', 'http:///path', 'https://exa mple.com'])
      expect(httpUrlProblem(bad), bad).toBe(URL_MESSAGES.fullAddress);
  });
});
