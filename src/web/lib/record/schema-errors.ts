import type { ZodType } from 'zod';
import type { FormErrors } from './draft';

/**
 * A domain schema's problems with a form's values, by field (the issue's first path segment), the first message of
 * each: the server's own words. A type-only import of zod: the schema's module brings zod where it is used, in a
 * form's chunk of checks (lib/record/form-checks.ts lazyChecks).
 */
export function schemaErrors<D>(schema: ZodType, values: object): FormErrors<D> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && Object.hasOwn(values, field)) errors[field] ??= issue.message;
  }
  return errors as FormErrors<D>;
}
