import type { ZodType } from 'zod';
import { humanName, sentenceOf } from '../api-error';
import type { FormErrors } from './draft';

/**
 * A domain schema's problems with a form's values, by field (the issue's first path segment), the first of each said
 * as the console says the server's refusal of it (`sentenceOf` with the form's label): the same words before a save
 * as after one. A type-only import of zod: the schema's module brings zod where it is used, in a form's chunk of
 * checks (lib/record/form-checks.ts lazyChecks).
 */
export function schemaErrors<D>(schema: ZodType, values: object, labels: Partial<Record<string, string>> = {}): FormErrors<D> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (field && Object.hasOwn(values, field)) errors[field] ??= sentenceOf(labels[field] ?? humanName(field), issue.message);
  }
  return errors as FormErrors<D>;
}
