import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shellLinks } from './shell-page';

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
});
