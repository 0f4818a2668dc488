import { isTimeZone } from '../../../../../domain/workspaces/settings';
import { keyProblem, settingsProblem, WORKSPACE_MESSAGES } from '../../../../../domain/workspaces/workspace';
import type { WorkspaceDraft } from './draft';

export type FieldErrors = Partial<Record<keyof WorkspaceDraft, string>>;

export const KEY_REQUIRED = 'Key is required';

/**
 * Checks of the primary details before anything is sent (spec §5): key (when creating, and not a
 * route word) and name are required, then the time zone and the currency with the server's own messages.
 */
export function primaryErrors(draft: WorkspaceDraft, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const keyError = !creating ? null : draft.key.trim() ? keyProblem(draft.key) : KEY_REQUIRED;
  if (keyError) errors.key = keyError;
  if (!draft.name.trim()) errors.name = WORKSPACE_MESSAGES.nameRequired;
  const settings = settingsProblem(draft);
  // settingsProblem checks the time zone first: while it is wrong the message is about it.
  if (settings) errors[isTimeZone(draft.timeZone.trim()) ? 'currency' : 'timeZone'] = settings;
  return errors;
}

/** The first message to show for the errors, or null when there are none. */
export function firstError(errors: FieldErrors): string | null {
  return Object.values(errors).find(Boolean) ?? null;
}
