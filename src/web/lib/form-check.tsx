import {
  cloneElement,
  createContext,
  useContext,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Box } from '@mantine/core';

/**
 * Submit is disabled while the form is invalid, and each field says why beside itself (docs/decisions/0137): but only
 * once the user has touched the field (changed or left it) or tried to submit, so a new form does not open in red.
 * A form gives its problems by field, from the domain's rules; this file decides what is shown and when.
 */

/** A form's problems by field: a message, or nothing when the field is fine. */
export type FieldProblems<F extends string = string> = Partial<Record<F, string | null | undefined | false>>;

/** Whether any field has a problem. */
export const hasProblems = (problems: FieldProblems): boolean => Object.values(problems).some(Boolean);

const same = (a: unknown, b: unknown) => Object.is(a, b) || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * Whether a field's message shows: a submit was tried, the field was left, or it holds another value than it opened
 * with (so a cleared name says so at once, while a new form's blank one waits).
 */
export const showsProblem = (state: { tried: boolean; left: boolean; value: unknown; first: unknown }) =>
  state.tried || state.left || !same(state.value, state.first);

/** A submit was tried in the form around: every field shows its message. */
const Tried = createContext(false);
export const FormTried = Tried.Provider;
export const useFormTried = () => useContext(Tried);

/**
 * One field's message as it should show now: the field's own state (left, changed since it opened) and the form's
 * (tried, from FormTried). For fields that draw their own input (components/fields): `onBlur` goes on the input.
 */
export function useShownError<E extends ReactNode>(error: E, value: unknown): { error: E | undefined; onBlur(): void } {
  const tried = useFormTried();
  const [first] = useState(value);
  const [left, setLeft] = useState(false);
  return { error: error && showsProblem({ tried, left, value, first }) ? error : undefined, onBlur: () => setLeft(true) };
}

/** `useShownError` for an input drawn in place: its state lives as long as the input (one edit of a section). */
export function ShownError<E extends ReactNode>({
  error,
  value,
  children,
}: {
  error: E;
  value: unknown;
  children(shown: { error: E | undefined; onBlur(): void }): ReactNode;
}) {
  return children(useShownError(error, value));
}

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

/**
 * Holds a form's submit button: a click on it while the form is invalid shows every message of the form, so the user
 * learns what keeps it disabled. A disabled button takes no clicks, so while invalid it lets them through to here.
 */
export function SubmitGate({
  invalid,
  onTry,
  children,
  ...span
}: { invalid: boolean; onTry(): void; children: ReactElement<{ style?: CSSProperties }> } & Omit<ComponentPropsWithRef<'span'>, 'children' | 'style'>) {
  // `span`: a tooltip around the gate hands it its ref and hover handlers (the disabled button takes none).
  return (
    <Box component="span" display="inline-flex" {...span} onClick={() => invalid && onTry()}>
      {invalid ? cloneElement(children, { style: { ...children.props.style, pointerEvents: 'none' } }) : children}
    </Box>
  );
}
