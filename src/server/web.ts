import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/iam/', '/images', '/.well-known/', '/health', '/player/api/'];

/**
 * The console's page for the paths its signed-in shell answers: index.html naming the shell's scripts for the browser
 * to fetch at once (scripts/shell-page.ts); a route's own page names its scripts too.
 */
const SHELL_PAGE = 'shell.html';

const NOT_SHELL = new Set(['shared', 'assets']);

/**
 * Whether the console's signed-in shell answers `url`: a tenant's pages below its sign-in page
 * (`/demo/portfolio/summary`, `/demo/mall/city-centre/venues`), not a share link's page (`/shared/{token}`) nor a
 * file missing from the build (`/assets/…`). Sent for a path the shell does not answer, shell.html only fetches
 * scripts the page does not need; it is the same page.
 */
export function isShellPath(url: string): boolean {
  const segments = pathSegments(url);
  return segments.length >= 2 && !NOT_SHELL.has(segments[0]);
}

/** The route pages' paths, from the build (scripts/shell-page.ts `PAGE_ROUTES`): the router's paths in its order. */
const PAGE_ROUTES = join('.vite', 'page-routes.json');

/** A path of the console's router (`/:tenant/:project/:aggregate/venues`) and the page the build made for it. */
export interface RoutePage {
  path: string;
  page: string;
}

const pathSegments = (url: string) => url.split(/[?#]/)[0].split('/').filter(Boolean);

/** How the console's router ranks a path that matches: a fixed word over a parameter, a rest (`*`) last. */
function rank(pattern: string[]): number {
  return pattern.reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), pattern.length);
}

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.at(-1) === '*') return segments.length >= pattern.length - 1 && matches(pattern.slice(0, -1), segments.slice(0, pattern.length - 1));
  if (pattern.length !== segments.length) return false;
  return pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === segments[i].toLowerCase());
}

/** The routes' paths as segments with their rank, read once: a page request only compares. */
export function compileRoutePages(routes: RoutePage[]): { pattern: string[]; score: number; page: string }[] {
  return routes.map((route) => {
    const pattern = pathSegments(route.path);
    return { pattern, score: rank(pattern), page: route.page };
  });
}

/**
 * The page for `url` among the routes' (the best match as the console's router ranks them, the first of equals), or
 * null when none matches.
 */
export function routePageFor(url: string, routes: ReturnType<typeof compileRoutePages>): string | null {
  const segments = pathSegments(url);
  let best: { page: string; score: number } | null = null;
  for (const route of routes) {
    if (matches(route.pattern, segments) && (!best || route.score > best.score)) best = route;
  }
  return best?.page ?? null;
}

/** The signage player's page (src/web/player), its own entry of the build beside the console. */
const PLAYER_PAGE = join('player', 'index.html');
const PLAYER_WORKER = join('player', 'sw.js');

/**
 * The player's policy: the console's, plus media and frames from blobs (a cached PDF is framed from one), its media
 * files and HTML items framed from this origin (each with its own sandboxing policy), and its service worker.
 */
const PLAYER_POLICY = [
  "default-src 'self'",
  "base-uri 'none'",
  "font-src 'self' data:",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join('; ');

/**
 * Serves the built console from `webDir`; any other GET that is not an API path gets index.html (or, for the signed-in
 * shell's paths, shell.html) so the console's router can answer it (its own not-found page included). API paths get a
 * JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, 'index.html'));
  const hasShellPage = existsSync(join(webDir, SHELL_PAGE));
  // A build before route pages, or none, has only shell.html.
  const routePages = compileRoutePages(
    existsSync(join(webDir, PAGE_ROUTES)) ? (JSON.parse(readFileSync(join(webDir, PAGE_ROUTES), 'utf8')) as RoutePage[]) : [],
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip copies beside the files (scripts/precompress.ts): sent as they are,
      // chosen by accept-encoding, with `vary: accept-encoding`; the copies are no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, path) => {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        const immutable = path.includes(`${join(webDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The player's worker lives under /player/ and controls /player itself (the page has no trailing slash);
        // `path` may be its brotli or gzip copy.
        if (path.replace(/\.(br|gz)$/, '') === join(webDir, PLAYER_WORKER)) res.header('service-worker-allowed', '/player');
      },
    });
  }
  if (hasWeb && existsSync(join(webDir, PLAYER_PAGE))) {
    // No console sign-in: the player holds a credential of its own (docs/signage-player.md).
    const sendPlayer = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').header('content-security-policy', PLAYER_POLICY).sendFile(PLAYER_PAGE, webDir);
    app.get('/player', { schema: { hide: true } }, sendPlayer);
    app.get('/player/', { schema: { hide: true } }, sendPlayer);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasWeb && request.method === 'GET') {
      // On a page's own path, the page naming its scripts too; on another of the shell's, shell.html.
      const page = hasShellPage && isShellPath(request.url) ? (routePageFor(request.url, routePages) ?? SHELL_PAGE) : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page, webDir);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
