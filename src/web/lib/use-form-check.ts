import { useState, type KeyboardEvent } from 'react';
import { hasProblems, same, type FieldProblems } from './form-check';

/**
 * A form's check for forms that hold their own values (outside the record kit): `invalid` disables its submit;
 * `field(name)` gives an input its shown message and its blur. Problems null: not known yet (a chunk of checks is
 * loading), which disables the submit too.
 */
export function useFormCheck<F extends string>(problems: FieldProblems<F> | null, values: Partial<Record<F, unknown>> = {}) {
  const [first, setFirst] = useState(values);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const errorOf = (f: F): string | undefined => {
    const message = problems?.[f];
    // A field the form did not hold when it opened (a row added since) counts as unchanged until it is left.
    const changed = Object.hasOwn(first, f) && !same(values[f], first[f]);
    return message && (tried || left.has(f) || changed) ? message : undefined;
  };
  return {
    invalid: problems === null || hasProblems(problems),
    tried,
    errorOf,
    /** An input's props: its message while shown, and the blur that marks it touched. */
    field: (f: F) => ({ error: errorOf(f), onBlur: () => setLeft((s) => (s.has(f) ? s : new Set(s).add(f))) }),
    /** A submit was tried: every message shows. */
    reveal: () => setTried(true),
    /** After a save: the form starts again from `values` (a new, blank one, or what was stored). */
    reset: (next: Partial<Record<F, unknown>> = values) => {
      setFirst(next);
      setLeft(new Set());
      setTried(false);
    },
    /** Enter in a field of a form whose submit is disabled: the browser sends nothing, so the messages say why. */
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target instanceof HTMLInputElement && (problems === null || hasProblems(problems))) setTried(true);
    },
  };
}
