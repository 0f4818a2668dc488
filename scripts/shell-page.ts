// The signed-in shell's page: index.html naming, for the browser to fetch while it reads the page, every script the
// signed-in shell needs beyond the first download (and the whole stylesheet). Left to the console's own code, those
// ~25 requests started only once the entry script had arrived and run, each added as a <link> from script. The
// server sends this page for the paths the shell answers (src/server/web.ts).
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const SHELL_PAGE = 'shell.html';
const SHELL_MODULE = 'src/web/app/shell/signed-in-shell.tsx';
const STYLESHEET = 'whole-stylesheet.css';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, directly or not. */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/** The links the shell's page adds to index.html's head: the shell's scripts not in the first download, and the stylesheet. */
export function shellLinks(bundle: OutputBundle): string[] {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/web/index.html'));
  const shell = chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(`/${SHELL_MODULE}`));
  // The whole stylesheet's module is CSS alone: the build writes its stylesheet and no script.
  const stylesheet = Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(STYLESHEET));
  if (!entry || !shell || !stylesheet) throw new Error(`shell-page: the build has no index.html entry, ${SHELL_MODULE} chunk or ${STYLESHEET}.`);
  const firstDownload = withStaticImports(bundle, entry.fileName);
  const scripts = [...withStaticImports(bundle, shell.fileName)].filter((file) => !firstDownload.has(file));
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // Fetched now, applied when the console adds it (a stylesheet link here would hold the first paint back).
    `<link rel="preload" as="style" crossorigin href="/${stylesheet.fileName}">`,
  ];
}

/** Vite plugin: writes shell.html beside index.html. */
export function shellPage(): Plugin {
  return {
    name: 'sdm-shell-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) return; // a build without the console's page (a test's)
      const html = String(index.source);
      if (!html.includes('</head>')) this.error('shell-page: index.html has no </head>.');
      const source = html.replace('</head>', `  ${shellLinks(bundle).join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source });
    },
  };
}
