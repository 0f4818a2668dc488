import { describe, expect, it } from 'vitest';
import { safeReturnUrl, signInUrl } from './return-url';

describe('safeReturnUrl', () => {
  const fallback = '/demo/portfolio';

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnUrl('/demo/mall/summary?x=1#top', fallback)).toBe('/demo/mall/summary?x=1#top');
  });

  it('falls back when there is no value', () => {
    expect(safeReturnUrl(null, fallback)).toBe(fallback);
    expect(safeReturnUrl(undefined, fallback)).toBe(fallback);
    expect(safeReturnUrl('', fallback)).toBe(fallback);
  });

  it('refuses absolute and protocol-relative addresses', () => {
    expect(safeReturnUrl('https://evil.example/x', fallback)).toBe(fallback);
    expect(safeReturnUrl('//evil.example/x', fallback)).toBe(fallback);
    expect(safeReturnUrl('javascript:alert(1)', fallback)).toBe(fallback);
  });

  it('refuses backslash and control-character tricks', () => {
    expect(safeReturnUrl('/\\evil.example', fallback)).toBe(fallback);
    expect(safeReturnUrl('/\tevil', fallback)).toBe(fallback);
  });

  it('refuses relative paths', () => {
    expect(safeReturnUrl('demo/portfolio', fallback)).toBe(fallback);
  });
});

describe('signInUrl', () => {
  it('adds the encoded return path', () => {
    expect(signInUrl('demo', '/demo/portfolio/summary')).toBe('/demo?returnUrl=%2Fdemo%2Fportfolio%2Fsummary');
  });

  it('is the tenant root without a path', () => {
    expect(signInUrl('demo')).toBe('/demo');
  });
});
