import { notifications } from '@mantine/notifications';
import { showFailure } from './editor-steps';
import { notify } from '../notify';

interface SaveChanges<C extends object> {
  /** The section's changed fields; none and no pending upload means there is nothing to save. */
  changes: C;
  /** Images of the section still to upload. */
  pendingUpload: boolean;
  messages: { noChanges: string; progress: string; saved: string };
  /** Validates the section first; false stops the save (it shows its own errors). */
  check?(): boolean;
  /** PUTs the changes and takes the stored record. */
  put(changes: C): Promise<void>;
  /** Uploads the section's images; false when one was refused (its message shown), so the section keeps editing. */
  upload(): Promise<boolean>;
  /** Shows a refusal; by default its text as an error snackbar. */
  refused?(error: unknown): void;
}

/**
 * Saves one section of an editor (docs/product/platform.md §2.7): warns when nothing changed, otherwise shows progress,
 * PUTs the changes, uploads pending images and reports the outcome. True when the section may leave edit mode.
 */
export async function saveChanges<C extends object>({
  changes,
  pendingUpload,
  messages,
  check,
  put,
  upload,
  refused = showFailure,
}: SaveChanges<C>): Promise<boolean> {
  const changed = Object.keys(changes).length > 0;
  if (!changed && !pendingUpload) {
    notify.warning(messages.noChanges);
    return true;
  }
  if (check && !check()) return false;
  const progress = notify.info(messages.progress);
  try {
    if (changed) await put(changes);
    if (pendingUpload && !(await upload())) return false;
    notify.success(messages.saved);
    return true;
  } catch (e) {
    refused(e);
    return false;
  } finally {
    notifications.hide(progress);
  }
}
