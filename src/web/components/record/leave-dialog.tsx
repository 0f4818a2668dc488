import { Button, Group, Modal, Text } from '@mantine/core';
import { LEAVE_TEXT, LEAVE_TITLE } from './leave-texts';

/** The question of a page left with unsaved changes (leave-guard.tsx): stay, or leave and lose them. */
export function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  return (
    <Modal opened onClose={onStay} title={LEAVE_TITLE} centered data-testid="leave-guard">
      <Text size="sm">{LEAVE_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
