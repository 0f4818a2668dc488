// The domain's zod schemas are declared at the top of their modules, beside the constants and rules the console
// shares with the server. A bundler keeps every top-level value it cannot prove free of side effects, so a page that
// needed one message from such a module also got all its schemas, and zod (26 KB gzipped) with them. Building a
// schema has no side effect: this plugin tells the bundler so, and a page keeps only the schemas it uses.
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether evaluating `node` calls or reads a property, not looking into function bodies (they run only when called). */
function computes(node: Node): boolean {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  if (node.type === 'CallExpression' || node.type === 'MemberExpression') return true;
  return Object.values(node).some((value) => (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && computes(child)));
}

/** The top-level declarations' initialisers of a module (exported or not). */
function topLevelInits(program: Node): Node[] {
  const declarations = (program.body as Node[]).map((s) => (s.type === 'ExportNamedDeclaration' ? (s.declaration as Node | null) : s));
  return declarations
    .filter((d): d is Node => d?.type === 'VariableDeclaration')
    .flatMap((d) => (d.declarations as Node[]).map((v) => v.init as Node | null))
    .filter(isNode);
}

/**
 * `code` with each top-level initialiser that computes anything wrapped in a function called at once and marked pure:
 * it runs as before, and the bundler may drop it when nothing reads the value. Marking the calls alone would not do:
 * an argument that reads a property (`.extend(Paging.shape)`) would still be kept, and the schema it reads with it.
 */
export function markPure(code: string, fileName: string): string {
  const inits = topLevelInits(parseAst(code, { lang: 'ts' }, fileName) as unknown as Node).filter(computes);
  let out = code;
  for (const { start, end } of inits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

/**
 * The console's build: the top-level values of src/domain modules that declare zod schemas are marked pure, and every
 * src/domain module is declared free of side effects (none does anything when imported). The second matters as much:
 * a module that takes one function from a domain module (a key's rule) would otherwise still load every module that
 * one imports (the schemas of a place, say) and the chunk that holds it.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/domain\/.*\.ts$/.test(id)) return null;
      return { code: code.includes("from 'zod'") ? markPure(code, id) : code, map: null, moduleSideEffects: false };
    },
  };
}
