import type { FormErrors } from './draft';

/**
 * A form's checks: the problems of a draft, by field (`creating`: the whole create page is checked). Checks kept in a
 * chunk of their own (`lazyChecks`) also answer `now`: their problems once the chunk has come, null until then.
 */
export type FormChecks<D> = ((draft: D, creating: boolean) => FormErrors<D> | Promise<FormErrors<D>>) & {
  now?(draft: D, creating: boolean): FormErrors<D> | null;
  /** Asks for the chunk (once): resolves when the checks answer `now`. */
  ready?(): Promise<unknown>;
};

/**
 * A form's checks from a module of their own, loaded when the editor opens the form (`ready`) or when a save checks.
 * The checks apply the domain's schemas, and zod with them: a record page paints without them (docs/performance.md
 * "First load"), and its Save stays disabled until they have come (docs/decisions/0137).
 */
export function lazyChecks<D>(load: () => Promise<{ formErrors(draft: D, creating: boolean): FormErrors<D> }>): FormChecks<D> {
  let loaded: { formErrors(draft: D, creating: boolean): FormErrors<D> } | undefined;
  let asked: Promise<NonNullable<typeof loaded>> | undefined;
  const ready = () =>
    (asked ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        asked = undefined; // a failed request is asked again by the next caller
        throw e;
      },
    ));
  const formErrors = async (draft: D, creating: boolean) => (await ready()).formErrors(draft, creating);
  return Object.assign(formErrors, { ready, now: (draft: D, creating: boolean) => loaded?.formErrors(draft, creating) ?? null });
}

/** The problems of a draft as they stand: null while checks of their own chunk are still coming (or failed to come). */
export function currentErrors<D>(checks: FormChecks<D> | undefined, draft: D, creating: boolean): FormErrors<D> | null {
  if (!checks) return {};
  if (checks.now) return checks.now(draft, creating);
  const found = checks(draft, creating);
  return found instanceof Promise ? null : found;
}
