import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { AUDIENCE_MESSAGES } from '../../../domain/audience/screens';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/notify';
import { useAction } from '../../lib/use-action';

/**
 * Export to Excel (docs/product/campaigns-venues-events.md §8): the patience message, the streamed workbook read with
 * the caller's token and saved under the server's file name, then the success message; a refusal shows the server's
 * words.
 */
export function ExportButton({ url, fallbackName, disabled }: { url: string; fallbackName: string; disabled?: boolean }) {
  const download = useAction({
    onMutate: () => void notify.info(AUDIENCE_MESSAGES.patience),
    mutationFn: () => downloadFile(url, fallbackName),
    onSuccess: () => void notify.success(AUDIENCE_MESSAGES.exported),
  });
  return (
    <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={download.isPending} disabled={disabled} onClick={() => download.mutate()}>
      Export to Excel
    </Button>
  );
}
