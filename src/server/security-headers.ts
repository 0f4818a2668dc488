import type { FastifyInstance } from 'fastify';

// The console's content policy: its own scripts only; inline styles for the component library;
// images also from the map tile server.
function contentSecurityPolicy(imageOrigins: string[]): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** The security headers helmet's defaults send, built once from the configuration. */
export function securityHeaders(o: { imageOrigins: string[] }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(o.imageOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Tile servers (OpenStreetMap's policy) want to see which site uses them; nothing more leaks.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Set before the handler runs, so a route with a policy of its own (the API reference page)
 * can still replace it. A fixed object: building helmet's headers per request cost ~6 % of a
 * request's CPU time (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
