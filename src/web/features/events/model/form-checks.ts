// The form's checks, loaded when it first checks (lib/record/form-checks.ts): they apply the domain's schema.
import { EventInput } from '../../../../domain/events/event';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';
import type { FormErrors } from '../../../lib/record/draft';
import type { EventDraft } from './draft';

/**
 * Primary details' problems shown on the fields (docs/product/campaigns-venues-events.md §5): name required; code required once the event
 * exists (a new one may leave it blank to have it generated); every limit as the server's schema says.
 */
export function formErrors(draft: EventDraft, creating: boolean): FormErrors<EventDraft> {
  const errors: FormErrors<EventDraft> = {};
  const primary = Object.fromEntries(EVENT_SECTIONS.primary.fields.filter((f) => Object.hasOwn(draft, f)).map((f) => [f, draft[f as keyof EventDraft]]));
  for (const issue of EventInput.safeParse(primary).error?.issues ?? []) {
    const field = issue.path[0] as keyof EventDraft;
    errors[field] ??= issue.message;
  }
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!creating && !draft.code.trim()) errors.code = 'Code is required';
  return errors;
}
