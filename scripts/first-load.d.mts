// Types of scripts/first-load.mjs for its TypeScript callers (bench/pages.ts).
export interface Budget {
  /** JavaScript of the first load, KB gzipped at level 9. */
  kb?: number;
  scripts?: number;
  /** Longest chain of script requests, each waiting for the one before (the entry is 1). */
  depth?: number;
}
/** A page as pageMap reads it from the manifest: landing and sign-in by name, every other by its route chunk's source. */
export interface PageMap {
  name: string;
  /** The address measured, for the pages of the entry alone. */
  path?: string;
  budget: Budget;
  /** The route chunks rendered before the first paint, by source relative to src/web (each asked for at once). */
  routeChunks: string[];
}
export interface PageFigures {
  name: string;
  path?: string;
  budget: Budget;
  routeChunks: string[];
  /** The files loaded, relative to dist/web. */
  scripts: string[];
  raw: number;
  gzip: number;
  kbGzipped: number;
  depth: number;
  /** What is over the budget, in words; empty when within. */
  over: string[];
  /** The figure a page of KNOWN_OVER may not grow past (KB gzipped). */
  knownOver?: number;
  sizes: Record<string, { raw: number; gzip: number }>;
}
export const ENTRY: string;
export const SIGNED_IN_SHELL: string;
export const BUDGETS: { public: Budget; signedIn: Budget };
export const ENTRY_PAGES: { name: string; path: string }[];
export const OWN_LAYOUT: Record<string, string>;
export const NOT_PAGES: Record<string, string>;
export const KNOWN_OVER: Record<string, number>;
export function pageMap(manifest: Record<string, unknown>): PageMap[];
export function firstLoad(distDir?: string): PageFigures[];
export function describe(figures: PageFigures): string;
export function unstyledInFirstLoad(distDir?: string): string[];
