import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, groupGraph, importGraph, serverModuleMap, sourceFiles } from './import-graph';

const root = join(import.meta.dirname, '..');
const graph = importGraph(root, sourceFiles(join(root, 'src')));
/** A server module's folder name, for files under src/server/modules/<module>/. */
const serverModule = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('the import graph', () => {
  it('finds circles and only circles', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e2']],
      ['e2', ['e']],
    ]);
    expect(circles(g)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'e2'],
    ]);
    // Grouped, a circle inside one group is no circle between groups; one across groups still is.
    expect(circles(groupGraph(g, (f) => (f.startsWith('e') ? 'e' : f === 'd' ? 'd' : 'abc')))).toEqual([]);
    expect(circles(groupGraph(g, (f) => f.slice(0, 1)))).toEqual([['a', 'b', 'c']]);
  });

  it('reads the source tree', () => {
    expect(graph.get('src/server/app.ts')).toContain('src/server/context.ts');
  });

  it('has no file importing itself back, through any chain, in src', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has server modules that reach each other one way only', () => {
    expect(circles(groupGraph(graph, serverModule))).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

  it('draws the server modules as the code imports them', () => {
    expect(doc).toContain(`\`\`\`mermaid\n${serverModuleMap(root)}\n\`\`\``);
  });

  it('says what every server module serves', () => {
    const modules = readdirSync(join(root, 'src', 'server', 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(modules.map((m) => m.name).filter((name) => !doc.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
