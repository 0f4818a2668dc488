import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError } from '../../lib/api-error';
import { isServerError } from './server-error';

/**
 * The error panel of docs/product/platform.md §8: shown when a read failed with status 500 or higher; other failures
 * show nothing.
 */
export function ErrorPanel({ error, onClose }: { error: unknown; onClose?(): void }) {
  if (!isServerError(error)) return null;
  return (
    <Alert
      color="red"
      role="alert"
      title="The server could not answer"
      icon={<IconAlertTriangle />}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      data-testid="error-panel"
    >
      {describeError(error)}
    </Alert>
  );
}
