import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = 'http://127.0.0.1:8080';
const PROXIED = ['/api', '/iam', '/images', '/.well-known', '/console-config.json', '/health'];

/** The console: sources in src/web, built into dist/web (served by the API server with SPA fallback). */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
