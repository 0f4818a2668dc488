import { notifications } from '@mantine/notifications';
import { describeError } from '../api-error';
import { notify } from '../notify';

/** Shows the first of a form's errors as a snackbar; true when there is none (the write may go on). */
export function noErrorsShown(errors: Record<string, string | undefined>): boolean {
  const first = Object.values(errors).find(Boolean);
  if (first) notify.error(first);
  return !first;
}

/** A refused write's text as an error snackbar (a refused body's problems as sentences). */
export const showFailure = (e: unknown) => void notify.error(describeError(e));

interface CreateSteps<T> {
  /** The progress snackbar's text while the create runs. */
  progress: string;
  /** POSTs the new record (and what follows it, such as its images) and resolves the stored record. */
  run(): Promise<T>;
  /** Shows a refusal; by default its text as an error snackbar. */
  refused?(error: unknown): void;
}

/**
 * An editor's create: progress shown while it runs; a refusal (a duplicate name's 409, say) is shown
 * with the server's message, resolving null.
 */
export async function createWithProgress<T>({ progress, run, refused = showFailure }: CreateSteps<T>): Promise<T | null> {
  const shown = notify.info(progress);
  try {
    return await run();
  } catch (e) {
    refused(e);
    return null;
  } finally {
    notifications.hide(shown);
  }
}

/**
 * Whether a create page's form is locked: while its create (checks included) runs, and after a record was created, as
 * the page then moves on; a refusal (no record) unlocks it.
 */
export const createLocked = (creation: { isPending: boolean; data?: unknown }) => creation.isPending || (creation.data ?? null) !== null;
