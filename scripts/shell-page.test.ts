import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routePages, shellLinks } from './shell-page';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});
const asset = (fileName: string, name: string) => ({ type: 'asset', fileName, names: [name] });

/** A build's files as the plugin sees them: the entry, the shell, the parts they share and the stylesheet. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', '/repo/src/web/index.html', ['assets/runtime-1.js'], true),
    chunk('assets/runtime-1.js', null, []),
    chunk('assets/signed-in-shell-1.js', '/repo/src/web/app/shell/signed-in-shell.tsx', ['assets/index-1.js', 'assets/Modal-1.js']),
    chunk('assets/Modal-1.js', null, ['assets/Portal-1.js', 'assets/runtime-1.js']),
    chunk('assets/Portal-1.js', null, []),
    chunk('assets/item-list-page-1.js', '/repo/src/web/features/media-items/pages/item-list-page.tsx', ['assets/Card-1.js']),
    chunk('assets/Card-1.js', null, []),
    chunk('assets/records-1.js', '/repo/src/web/features/media-items/pages/records.tsx', ['assets/Card-1.js', 'assets/Modal-1.js', 'assets/Form-1.js']),
    chunk('assets/Form-1.js', null, []),
    asset('assets/whole-stylesheet-1.css', 'whole-stylesheet.css'),
  ].map((file) => [file.fileName, file]),
) as unknown as OutputBundle;

describe("the shell's page", () => {
  it("names the shell's scripts beyond the first download, and the whole stylesheet to fetch without applying it", () => {
    expect(shellLinks(bundle)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/signed-in-shell-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Modal-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Portal-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/whole-stylesheet-1.css">',
    ]);
  });

  it('stops the build when the shell is no longer where it looks', () => {
    const withoutShell = Object.fromEntries(Object.entries(bundle).filter(([name]) => !name.includes('signed-in-shell')));
    expect(() => shellLinks(withoutShell)).toThrow(/signed-in-shell/);
  });

  it("gives each route with scripts of its own a page naming them beside the shell's, one page for each set of modules", () => {
    const shell = 'app/shell/signed-in-shell.tsx';
    const { routes, pages } = routePages(bundle, [
      { path: '/shared/:token', modules: ['features/reports/pages/shared-report-page.tsx'] },
      { path: '/:tenant/portfolio', modules: [shell] },
      { path: '/:tenant/:project/:aggregate/venues', modules: [shell, 'features/media-items/pages/item-list-page.tsx'] },
      { path: '/:tenant/:project/:aggregate/venues/:id', modules: [shell, 'features/media-items/pages/records.tsx'] },
      { path: '/:tenant/:project/:aggregate/assets/:id', modules: [shell, 'features/media-items/pages/records.tsx'] },
    ]);
    // A page outside the shell is left to index.html; the shell's scripts are not named twice.
    expect(routes).toEqual([
      { path: '/:tenant/portfolio', page: 'shell.html' },
      { path: '/:tenant/:project/:aggregate/venues', page: 'shell-pages/item-list-page-1.html' },
      { path: '/:tenant/:project/:aggregate/venues/:id', page: 'shell-pages/records-1.html' },
      { path: '/:tenant/:project/:aggregate/assets/:id', page: 'shell-pages/records-1.html' },
    ]);
    expect(Object.fromEntries(pages)).toEqual({
      'shell-pages/item-list-page-1.html': [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/item-list-page-1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Card-1.js">',
      ],
      'shell-pages/records-1.html': [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/records-1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Card-1.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Form-1.js">',
      ],
    });
  });

  it('stops the build when a route names a module it has no chunk for (page-routes.json behind the router)', () => {
    expect(() => routePages(bundle, [{ path: '/:tenant/x', modules: ['app/shell/signed-in-shell.tsx', 'features/gone/page.tsx'] }])).toThrow(
      /features\/gone\/page.tsx/,
    );
  });
});
