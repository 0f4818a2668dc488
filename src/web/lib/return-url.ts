const BASE = 'http://console.invalid';

/**
 * The path to go to after sign-in: only a same-origin path starting with a single '/' is accepted
 * (no scheme, no protocol-relative `//host`, no backslash tricks); anything else gives the fallback.
 */
export function safeReturnUrl(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/{tenant}?returnUrl=…`: the sign-in page that brings the user back to `path`. */
export function signInUrl(tenantKey: string, path?: string): string {
  const base = `/${encodeURIComponent(tenantKey)}`;
  return path ? `${base}?returnUrl=${encodeURIComponent(path)}` : base;
}
