import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-delete';
import { useAction } from '../../../lib/use-action';
import { rotateDeviceSecret } from '../api/rotate-device-secret';

interface DeviceSecretProps {
  deviceId: string;
  /** The secret the create call answered, shown once. */
  issued: string | null;
  canRotate: boolean;
}

/**
 * The device's reading secret (docs/api.md): only ever shown right after it is issued (create or
 * rotate); the server keeps a hash, so a lost secret is replaced, not read back.
 */
export function DeviceSecret({ deviceId, issued, canRotate }: DeviceSecretProps) {
  const [secret, setSecret] = useState(issued);
  const rotate = useAction({ mutationFn: () => rotateDeviceSecret(deviceId), onSuccess: (answer) => setSecret(answer.secret) });
  function askRotate() {
    confirmAction({
      title: 'Rotate the secret',
      text: 'Rotate the secret? The device stops being accepted until it uses the new one.',
      confirmLabel: 'Rotate',
      onConfirm: () => rotate.mutate(),
    });
  }
  const header = `Device ${deviceId}.${secret ?? ''}`;
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      {secret ? (
        <Alert color="yellow" title="Copy this secret now: it is not shown again" data-testid="device-secret">
          <Stack gap={4}>
            <Code data-testid="device-secret-value">{secret}</Code>
            <Text size="sm">
              Readings are posted to <Code>POST /api/1.0/device-readings</Code> with the header <Code>authorization: {header}</Code>
            </Text>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" w="fit-content" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          The secret was shown once when it was issued. Rotate it to issue a new one.
        </Text>
      )}
      {canRotate && (
        <Group>
          <Button size="compact-sm" variant="light" color="orange" leftSection={<IconKey size={14} />} loading={rotate.isPending} onClick={askRotate}>
            Rotate secret
          </Button>
        </Group>
      )}
    </Stack>
  );
}
