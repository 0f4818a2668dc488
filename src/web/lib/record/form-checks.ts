import type { FormErrors } from './draft';

/** A form's checks: the problems of a draft, by field (`creating`: the whole create page is checked). */
export type FormChecks<D> = ((draft: D, creating: boolean) => FormErrors<D> | Promise<FormErrors<D>>) & { preload?(): void };

/**
 * A form's checks from a module of their own, loaded when the form first checks (a save) or when the editor asks
 * ahead (`preload`). The checks apply the domain's schemas, and zod with them: a record page paints without them
 * (docs/performance.md "First load").
 */
export function lazyChecks<D>(load: () => Promise<{ formErrors(draft: D, creating: boolean): FormErrors<D> }>): FormChecks<D> {
  const formErrors = async (draft: D, creating: boolean) => (await load()).formErrors(draft, creating);
  // A failed early request is left to the save's own, which shows the failure.
  return Object.assign(formErrors, { preload: () => void load().catch(() => undefined) });
}
