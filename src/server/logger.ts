import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:password|token|access_token|refresh_token|client_secret)=)[^&]*/gi;

/** Request URLs without secret query values: passwords and tokens are never logged. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
