import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { costLimits } from './limits.js';

// A recursive schema (ours has none, but a linked type would make one) to show the depth limit.
const schema = buildSchema('type Node { id: ID, next: Node } type Query { node: Node }');
const problems = (doc: string) => validate(schema, parse(doc), [costLimits]).map((e) => e.message);

describe('costLimits', () => {
  it('lets a selection 6 levels deep through', () => {
    expect(problems('{ node { next { next { next { next { id } } } } } }')).toEqual([]);
  });

  it('refuses one nested deeper, through fragments too', () => {
    expect(problems('{ node { next { next { next { next { next { id } } } } } } }')).toEqual(['Selections may nest at most 6 levels']);
    expect(problems('{ node { ...A } } fragment A on Node { next { next { next { next { next { id } } } } } }')).toEqual([
      'Selections may nest at most 6 levels',
    ]);
  });

  it('measures a chain of fragments that spread each other twice once each (no 2^n work)', () => {
    const chain = Array.from({ length: 60 }, (_, i) => `fragment F${i} on Node { id ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = Date.now();
    expect(problems(`{ node { ...F0 } } ${chain} fragment F60 on Node { id }`)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops at a fragment cycle instead of looping', () => {
    expect(problems('{ node { ...A } } fragment A on Node { next { ...A } }')).toEqual([]);
  });
});
