import { describe, expect, it } from 'vitest';
import { countOf, isStorableText, unstorableTextAt } from './text.js';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Riverside Mall'],
    ['a surrogate pair (an emoji)', 'Café 🎉'],
    ['an empty string', ''],
  ])('accepts %s', (_what, text) => expect(isStorableText(text)).toBe(true));

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\udc00b'],
    ['two high surrogates', '\ud83d\ud83d\ude00'.slice(0, 2)],
  ])('refuses %s', (_what, text) => expect(isStorableText(text)).toBe(false));
});

describe('unstorableTextAt', () => {
  it('points at the first bad value or key, as a JSON pointer', () => {
    expect(unstorableTextAt({ name: 'ok', tags: ['a', 'b\u0000'] })).toBe('/tags/1');
    expect(unstorableTextAt({ ['bad\ud800']: 1 })).toBe('/bad\ud800');
    expect(unstorableTextAt({ 'a/b': { '~': '\u0000' } })).toBe('/a~1b/~0');
    expect(unstorableTextAt('\u0000')).toBe('');
  });

  it('finds nothing in clean values, numbers and nulls', () => {
    expect(unstorableTextAt({ a: 1, b: null, c: [true, 'x', { d: 'é' }] })).toBeNull();
    expect(unstorableTextAt(undefined)).toBeNull();
  });

  it('walks nesting far deeper than a call stack allows', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextAt(deep)).toBe('/0'.repeat(200_000));
  });
});

it('counts with the noun in the singular for exactly one', () => {
  expect([0, 1, 2, 1200].map((n) => countOf(n, 'question'))).toEqual(['0 questions', '1 question', '2 questions', '1,200 questions']);
  expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
});
