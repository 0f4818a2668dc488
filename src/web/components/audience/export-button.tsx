import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { AUDIENCE_MESSAGES } from '../../../domain/audience/screens';
import { describeError } from '../../lib/api-error';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/notify';

/**
 * Export to Excel (docs/product/campaigns-venues-events.md §8): the patience message, the streamed workbook read with
 * the caller's token and saved under the server's file name, then the success message; a refusal shows the server's
 * words.
 */
export function ExportButton({ url, fallbackName, disabled }: { url: string; fallbackName: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    notify.info(AUDIENCE_MESSAGES.patience);
    try {
      await downloadFile(url, fallbackName);
      notify.success(AUDIENCE_MESSAGES.exported);
    } catch (e) {
      notify.error(describeError(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={busy} disabled={disabled} onClick={() => void run()}>
      Export to Excel
    </Button>
  );
}
