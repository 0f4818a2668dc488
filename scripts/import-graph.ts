// The source files' import graph (static, dynamic and type-only imports alike), and its circles: the architecture
// test (import-graph.test.ts) holds the code to a graph without them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;

/** The TypeScript files under `dir` (tests left out: they may reach into what they test from anywhere). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !SKIPPED.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names: `.js` written for `.ts`, or a folder's index. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Each file's imports of other files of the set, by path relative to `root`. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveSpecifier(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))]);
  }
  return graph;
}

/** The graph's circles: its strongly connected components of more than one node (Tarjan), each sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph between groups of files: `groupOf` names a file's group (null: left out); edges inside a group dropped. */
export function groupGraph(graph: ReadonlyMap<string, readonly string[]>, groupOf: (file: string) => string | null): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return new Map([...groups].map(([g, edges]) => [g, [...edges]]));
}

/** Where each node of a graph without circles leads, directly or not. */
function reachable(graph: ReadonlyMap<string, readonly string[]>): Map<string, Set<string>> {
  const memo = new Map<string, Set<string>>();
  const from = (node: string): Set<string> => {
    let found = memo.get(node);
    if (found) return found;
    found = new Set();
    memo.set(node, found);
    for (const to of graph.get(node) ?? []) {
      found.add(to);
      for (const further of from(to)) found.add(further);
    }
    return found;
  };
  for (const node of graph.keys()) from(node);
  return memo;
}

/** The edges of a graph without circles that no longer path implies (its transitive reduction), each list sorted. */
export function reduced(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const reach = reachable(graph);
  return new Map([...graph].map(([node, targets]) => [node, targets.filter((t) => !targets.some((other) => other !== t && reach.get(other)?.has(t))).sort()]));
}

/** A Mermaid flowchart of a graph, nodes and edges in name order (an arrow: the first may import the second). */
export function mermaidOf(graph: ReadonlyMap<string, readonly string[]>): string {
  const id = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flat()])].sort();
  const lines = ['flowchart TD', ...nodes.map((n) => `  ${id(n)}[${n}]`)];
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) for (const to of targets) lines.push(`  ${id(from)} --> ${id(to)}`);
  return lines.join('\n');
}

/** The server modules' graph as docs/architecture.md draws it: each module's imports of others, implied ones left out. */
export function serverModuleMap(root: string): string {
  const graph = importGraph(root, sourceFiles(join(root, 'src', 'server', 'modules')));
  return mermaidOf(reduced(groupGraph(graph, (file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null)));
}

// `npx tsx scripts/import-graph.ts`: prints the Mermaid block of docs/architecture.md's module map.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'import-graph.ts')) {
  console.log(serverModuleMap(resolve(import.meta.dirname, '..')));
}
