import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { signInUrl } from '../../lib/return-url';
import { logoff } from '../../lib/session';

export const SESSION_EXPIRED_TEXT = 'Session expired. You will now be logged out.';

interface SessionExpiredModalProps {
  tenantKey: string;
  returnUrl: string;
}

/** docs/product/platform.md §8: the alert shown when the session cannot be renewed; OK logs off and goes to sign-in. */
export function SessionExpiredModal({ tenantKey, returnUrl }: SessionExpiredModalProps) {
  const navigate = useNavigate();

  function acknowledge() {
    logoff();
    navigate(signInUrl(tenantKey, returnUrl), { replace: true });
  }

  return (
    <Modal
      opened
      onClose={acknowledge}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      aria-label="Session expired"
      data-testid="session-expired"
    >
      <Text>{SESSION_EXPIRED_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={acknowledge} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
