import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { markPure } from './pure-schemas';

const SCHEMAS = `import { z } from 'zod';
export const NAMES = ['a', 'b'] as const;
export const MESSAGE = 'must be given';
export const Paging = z.object({ limit: z.number().int().min(1) });
export const Query = z.object(Object.fromEntries(NAMES.map((n) => [n, z.string().optional()]))).extend(Paging.shape);
export const isGiven = (s: string) => s.trim() !== '';
`;

describe('markPure', () => {
  it('wraps each top-level value that computes in a pure call, and leaves literals and functions as they are', () => {
    const out = markPure(SCHEMAS, 'schemas.ts');
    expect(out).toContain("export const NAMES = ['a', 'b'] as const;");
    expect(out).toContain("export const MESSAGE = 'must be given';");
    expect(out).toContain('export const Paging = /* @__PURE__ */ (() => (z.object({ limit: z.number().int().min(1) })))();');
    expect(out).toContain('.extend(Paging.shape)))();');
    expect(out).toContain("export const isGiven = (s: string) => s.trim() !== '';");
  });

  describe('in a bundle', () => {
    // Inside the project, so that the bundle finds zod where the console's build does.
    const cache = join(import.meta.dirname, '../node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'pure-schemas-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    async function bundle(main: string): Promise<string> {
      writeFileSync(join(dir, 'schemas.ts'), markPure(SCHEMAS, 'schemas.ts'));
      writeFileSync(join(dir, 'main.ts'), main);
      const build = await rolldown({ input: join(dir, 'main.ts'), logLevel: 'silent' });
      const { output } = await build.generate({ format: 'esm' });
      return output[0].code;
    }

    it('drops the schemas, and zod, from a module that takes only a constant', async () => {
      const code = await bundle(`import { MESSAGE, isGiven } from './schemas';\nconsole.log(MESSAGE, isGiven(' '));\n`);
      expect(code).toContain('must be given');
      expect(code).not.toMatch(/ZodObject|_zod/);
    });

    it('keeps a schema that is used, with what it reads', async () => {
      const code = await bundle(`import { Query } from './schemas';\nconsole.log(Query.safeParse({ limit: 2 }).success);\n`);
      expect(code).toMatch(/_zod/);
      expect(code).toContain('limit');
    });
  });
});
