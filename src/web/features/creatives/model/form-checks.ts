// The form's checks, loaded when it first checks (lib/record/form-checks.ts): they apply the domain's schema.
import { CreativeInput } from '../../../../domain/creatives/creative';
import { CREATIVE_MESSAGES } from '../../../../domain/creatives/types';
import type { FormErrors } from '../../../lib/record/draft';
import type { CreativeDraft } from './draft';

/** docs/product/creatives-assets-signage.md §5: code and name are required; their lengths as the server's schema says. */
export function formErrors(draft: CreativeDraft): FormErrors<CreativeDraft> {
  const errors: FormErrors<CreativeDraft> = {};
  for (const issue of CreativeInput.safeParse(draft).error?.issues ?? []) {
    const field = issue.path[0] as keyof CreativeDraft;
    errors[field] ??= issue.message;
  }
  if (!draft.code.trim()) errors.code = CREATIVE_MESSAGES.codeRequired;
  if (!draft.name.trim()) errors.name = CREATIVE_MESSAGES.nameRequired;
  return errors;
}
