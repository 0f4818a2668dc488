import { useState } from 'react';
import { describeError } from './api-error';
import { notify } from './notify';

/**
 * One write at a time from a section: `saving` while it runs (buttons lock), a failure is shown as an
 * error snackbar. `run` resolves true when the task succeeded.
 */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  async function run(task: () => Promise<void>): Promise<boolean> {
    setSaving(true);
    try {
      await task();
      return true;
    } catch (e) {
      notify.error(describeError(e));
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
