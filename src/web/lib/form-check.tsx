import { cloneElement, createContext, useContext, useState, type ComponentPropsWithRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mantine/core';

/**
 * Submit is disabled while the form is invalid, and each field says why beside itself (docs/decisions/0137): but only
 * once the user has touched the field (changed or left it) or tried to submit, so a new form does not open in red.
 * A form gives its problems by field, from the domain's rules; this file decides what is shown and when (and
 * ./use-form-check.ts for forms that hold their own values, kept apart: record pages need none of it).
 */

/** A form's problems by field: a message, or nothing when the field is fine. */
export type FieldProblems<F extends string = string> = Partial<Record<F, string | null | undefined | false>>;

/** Whether any field has a problem. */
export const hasProblems = (problems: FieldProblems): boolean => Object.values(problems).some(Boolean);

/** Whether a field holds the value it opened with (compared by content). */
export const same = (a: unknown, b: unknown) => Object.is(a, b) || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

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
