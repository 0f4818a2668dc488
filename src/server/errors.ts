/** HTTP errors thrown by services; the app's error handler turns them into `{statusCode, error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'Bad Request', message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'Unauthorized', message);
export const forbidden = (message = 'Insufficient privilege') => new HttpError(403, 'Forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'Not Found', `${what} not found`);
export const conflict = (message: string) => new HttpError(409, 'Conflict', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'Too Many Requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** RFC 6749 §5.2 error, answered as `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}
/** Something that existed and is no longer served (an expired or revoked share link). */
export const gone = (message: string) => new HttpError(410, 'Gone', message);
