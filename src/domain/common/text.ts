/**
 * Text the database cannot store: PostgreSQL refuses a NUL character in text and in JSON, and JSON
 * refuses a lone UTF-16 surrogate (half of a pair, which no UTF-8 can encode). The server refuses
 * both anywhere in a request (src/server/input-guard.ts) rather than fail on the insert.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

// Without the `u` flag a regular expression sees UTF-16 code units, so a surrogate alone matches.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Where the first unstorable string sits in a parsed value (a key or a value), as a JSON pointer
 * ('' for the value itself); null when there is none. Walks without recursion, so no nesting depth
 * a parser accepted can exhaust the stack.
 */
export function unstorableTextAt(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return at;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        const path = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (!isStorableText(key)) return path;
        pending.push([inner, path]);
      }
    }
  }
  return null;
}

/** A count with its noun, singular for exactly one ('1 question', '1,200 points'): the number grouped as en-GB writes it. */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** A text field's limit passed, in the forms' words (a campaign's counters, a question's texts). */
export const tooLong = (limit: number) => `At most ${limit} characters`;
