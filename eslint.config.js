// ESLint: recommended JS and TypeScript rules, the React hooks rules for the console, and the import zones that keep
// each layer to its own imports: the console reaches the server over HTTP only, the domain imports neither side, SQL
// stays in repo files and HTTP in routes (docs/decisions/0134-lint-and-import-zones.md, lists every exception and why).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones by folder use ESLint's `no-restricted-imports` on the import text (our imports are relative, with `.js`),
// zones by package use `@typescript-eslint/no-restricted-imports` (it can let type-only imports through). A file
// gets a rule's options from the last block matching it (they replace, not add up): so the folder blocks never share
// a file, and the package exemptions come after the general server block, in two lists that never share a file.

const climbsTo = (folders) => `^(\\.\\./)+(${folders.join('|')})/`;

/** The console never imports server code: it reaches the server over HTTP only. */
const webNotServer = { regex: climbsTo(['server']), message: 'The console reaches the server over HTTP, not by import.' };

const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER_MODULES = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's repo and console limits, for every server file, tests too. */
const serverPatterns = [
  { regex: '^\\.{1,2}/.*/repo(-[\\w-]+)?\\.js$', message: 'Reach another module through its service, not its repo.' },
  { regex: climbsTo(['web']), message: 'The server does not import console code.' },
];

/** The domain's zone: zod (vitest in its tests), the packages named, and itself; neither server nor console. */
const domainImports = (packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: `^(?!\\.|(${['zod', 'vitest', ...packages].join('|')})$)`, message: 'The domain imports only zod (and vitest in its tests).' },
        { regex: climbsTo(['server', 'web']), message: 'The domain is shared by server and console: it imports neither.' },
      ],
    },
  ],
});

const DRIZZLE = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in repo files (repo.ts, repo-*.ts) and db/.' };
const FASTIFY = {
  group: ['fastify', '@fastify/*', 'fastify-type-provider-zod'],
  message: 'HTTP lives in routes, module index.ts and app-level plugins.',
  // Types (FastifyInstance, FastifyRequest …) carry no runtime coupling; the instance and plugins stay in the HTTP layer.
  allowTypeImports: true,
};

/** Files that may use Drizzle. None of them may import Fastify values (see the next list): keep the lists apart. */
const DRIZZLE_FILES = [
  'src/server/**/repo.ts',
  'src/server/**/repo-*.ts',
  'src/server/db/**',
  'src/server/seed/**',
  'src/server/test/**',
  // Tests arrange and check rows directly.
  'src/server/**/*.test.ts',
  // The campaign list's JSON built by PostgreSQL: the list query of repo.ts, kept beside it (docs/performance.md).
  'src/server/modules/media-items/list-json.ts',
];

/** Files that may import Fastify values. */
const FASTIFY_FILES = [
  'src/server/app.ts',
  'src/server/**/routes.ts',
  'src/server/**/routes-*.ts',
  'src/server/modules/**/index.ts',
  // App-level plugins registered by app.ts: each decorates or hooks the whole instance.
  'src/server/compression.ts', // content negotiation with @fastify/accept-negotiator
  'src/server/errors-handler.ts', // maps fastify-type-provider-zod validation errors to 400 with details
  'src/server/web.ts', // serves the built console with @fastify/static
  'src/server/answers.ts', // the OpenAPI transforms of fastify-type-provider-zod, with the shared answers as components
];

export default defineConfig([
  globalIgnores(['dist/', '.data/', 'test-results/', '.vite/', 'bench/results/', 'src/server/db/migrations/']),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's signature, a rest-sibling omitted).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a bug unless the hook says why (eslint-disable-next-line … -- reason).
      'react-hooks/exhaustive-deps': 'error',
      // Off: our flagged effects reset local state when a prop changes (stored value, edit mode, image source);
      // moving that into render would risk the screens' behaviour for no visible gain.
      'react-hooks/set-state-in-effect': 'off',
      // Off: a "latest props" ref written during render lets callbacks and effects read current values without
      // re-subscribing (maps, section groups, the record frame); deliberate here.
      'react-hooks/refs': 'off',
    },
  },

  // Domain: rules shared by server and console; plain TypeScript on zod, nothing of either side.
  { files: ['src/domain/**'], rules: domainImports([]) },
  // The one door to the QR library, so server and console draw the same codes; its tests read codes back with jsQR.
  { files: ['src/domain/qr/**'], rules: domainImports(['qrcode-generator']) },
  { files: ['src/domain/qr/**/*.test.ts'], rules: domainImports(['qrcode-generator', 'jsqr']) },

  // Console: components/ and lib/ are the ground floor; features build on them; app/ composes features.
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [webNotServer, { regex: climbsTo(['features', 'app']), message: 'Shared parts know no feature and no app: pass what they need in.' }],
        },
      ],
    },
  },
  // A feature stands alone: a page needing two areas is composed in app/ or takes a picker from components/.
  ...FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNotServer,
            { regex: climbsTo(FEATURES.filter((other) => other !== feature)), message: 'A feature never imports another feature.' },
            { regex: climbsTo(['app']), message: 'app/ composes features, not the other way round.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNotServer] }] },
  },
  // The signage player is a small page of its own: the domain's rules and its own files, nothing of the console.
  {
    files: ['src/web/player/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNotServer,
            { regex: climbsTo(['app', 'features', 'components', 'lib']), message: 'The player shares nothing with the console but the domain: keep it light.' },
          ],
        },
      ],
    },
  },

  // Server: a repo is imported only from its own folder (`./repo.js`), and a module reaches another only through its
  // index.ts, which names what it offers (the app and modules/index.ts, outside the modules, assemble their routes).
  { files: ['src/server/**'], rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] } },
  {
    files: ['src/server/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              regex: `^\\.\\./(${SERVER_MODULES.join('|')})/(?!index\\.js$)`,
              message: "Reach another module through its index.ts; add what you need to that module's index.",
            },
          ],
        },
      ],
    },
  },
  // Tests arrange and check through whatever part of a module they need.
  { files: ['src/server/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] } },
  // Server packages: Drizzle only where SQL is written, Fastify only in the HTTP layer.
  { files: ['src/server/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DRIZZLE, FASTIFY] }] } },
  { files: DRIZZLE_FILES, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FASTIFY] }] } },
  { files: FASTIFY_FILES, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DRIZZLE] }] } },
  // The console's dialogs' host is drawn at the first dialog (docs/decisions/0144-shell-parts-on-first-use.md).
  {
    files: ['src/web/**'],
    ignores: ['src/web/lib/dialogs.ts', 'src/web/lib/dialogs.test.ts', 'src/web/app/shell/modal-provider.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@mantine/modals', message: 'Open dialogs through lib/dialogs.ts dialogs(), which waits for their host.' }] },
      ],
    },
  },
]);
