import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

const SERVER = 'http://127.0.0.1:8080';
const PROXIED = ['/api', '/iam', '/images', '/.well-known', '/console-config.json', '/health', '/player/api', '/signage'];

/**
 * The console: sources in src/web, built into dist/web (served by the API server with SPA fallback). The signage
 * player is a second page of its own (src/web/player, built to dist/web/player) with its service worker at the fixed
 * address /player/sw.js; it shares no code with the console's bundle but what both import from src/domain.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    // Which chunks each page loads first: scripts/first-load.mjs reads it to check the budgets (docs/performance.md).
    // (dist/web/.vite/manifest.json; the server serves no dot folder: @fastify/static globs without dotfiles).
    manifest: true,
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'src/web/index.html'),
        player: resolve(import.meta.dirname, 'src/web/player/index.html'),
        'player-sw': resolve(import.meta.dirname, 'src/web/player/sw.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'player-sw' ? 'player/sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
