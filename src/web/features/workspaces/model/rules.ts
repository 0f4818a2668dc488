import { Privilege, privilegeOn, workspaceResource, type Grant } from '../../../../domain/access';
import { isTimeZone } from '../../../../domain/workspaces/settings';
import { keyProblem, settingsProblem, WORKSPACE_MESSAGES } from '../../../../domain/workspaces/workspace';
import { matchesFilter } from '../../../components/filter-box';
import type { FormErrors } from '../../../lib/record/draft';
import type { WorkspaceSummary } from '../api/get-workspaces';
import type { WorkspaceDraft } from './draft';

export const KEY_REQUIRED = 'Key is required';

/** Messages of docs/product/platform.md §8 for the workspace screen. */
export const SAVE_MESSAGES = {
  progress: 'Please wait, updating your aggregate.',
  saved: 'Aggregate saved.',
  noChanges: 'No changes to save',
} as const;

/**
 * The workspace form's errors (docs/product/platform.md §5), before anything is sent: key (when creating, and not a
 * route word) and name are required, then the time zone and the currency with the server's own messages.
 */
export function formErrors(draft: WorkspaceDraft, creating: boolean): FormErrors<WorkspaceDraft> {
  const errors: FormErrors<WorkspaceDraft> = {};
  const keyError = !creating ? null : draft.key.trim() ? keyProblem(draft.key) : KEY_REQUIRED;
  if (keyError) errors.key = keyError;
  if (!draft.name.trim()) errors.name = WORKSPACE_MESSAGES.nameRequired;
  const settings = settingsProblem(draft);
  // settingsProblem checks the time zone first: while it is wrong the message is about it.
  if (settings) errors[isTimeZone(draft.timeZone.trim()) ? 'currency' : 'timeZone'] = settings;
  return errors;
}

/**
 * docs/product/platform.md §2.12: only workspaces where the user's privilege on sdm/{tenant}/{project}/{workspace} is
 * TRANSIT or higher (the server filters too; this keeps the screen right whatever it is sent).
 */
export function reachableWorkspaces(list: WorkspaceSummary[], grants: Grant[], tenantKey: string, projectKey: string): WorkspaceSummary[] {
  return list.filter((w) => privilegeOn(grants, workspaceResource(tenantKey, projectKey, w.key)) >= Privilege.TRANSIT);
}

/** The filter box's text matches the name, key or type. */
export const matchesWorkspace = (w: WorkspaceSummary, text: string) => matchesFilter(text, w.name, w.key, w.type);
