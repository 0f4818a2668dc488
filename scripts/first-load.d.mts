// Types of scripts/first-load.mjs for its TypeScript callers (bench/pages.ts).
export interface Budget {
  /** JavaScript of the first load, KB gzipped at level 9. */
  kb?: number;
  scripts?: number;
  /** Longest chain of script requests, each waiting for the one before (the entry is 1). */
  depth?: number;
}
export interface PageMap {
  name: string;
  path: string;
  budget: Budget;
  routeChunks: { src: string; after: string }[];
}
export interface PageFigures {
  name: string;
  path: string;
  budget: Budget;
  /** The files loaded, relative to dist/web. */
  scripts: string[];
  raw: number;
  gzip: number;
  kbGzipped: number;
  depth: number;
  /** What is over the budget, in words; empty when within. */
  over: string[];
  sizes: Record<string, { raw: number; gzip: number }>;
}
export const ENTRY: string;
export const PAGES: PageMap[];
export function firstLoad(distDir?: string): PageFigures[];
export function describe(figures: PageFigures): string;
export function unstyledInFirstLoad(distDir?: string): string[];
