import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';

const SERVER = 'http://127.0.0.1:8080';
const PROXIED = ['/api', '/iam', '/images', '/.well-known', '/console-config.json', '/health'];

/** The console: sources in src/web, built into dist/web (served by the API server with SPA fallback). */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
