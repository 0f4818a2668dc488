import { Button, Group, Text } from '@mantine/core';
import { dialogs } from '../../lib/dialogs';

import { DECLINED_DELETE_ALERT } from './texts';

/** A message acknowledged with OK: the product's alerts. */
export function showAlert(text: string): void {
  void dialogs().then((modals) => {
    const id = modals.open({
      centered: true,
      withCloseButton: false,
      children: (
        <>
          <Text role="alert">{text}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)} data-autofocus>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}

interface ConfirmDelete {
  title: string;
  /** The question ('Are you sure to delete this relation? …'). */
  text: string;
  onConfirm(): void;
  /** Shown when declined; the 'coward' alert unless nothing is said there (null). */
  declinedAlert?: string | null;
}

/** Asks before a delete; declining (Cancel, Escape, a click outside) shows the 'coward' alert (or `declinedAlert`). */
export function confirmDelete({ title, text, onConfirm, declinedAlert = DECLINED_DELETE_ALERT }: ConfirmDelete): void {
  let confirmed = false;
  void dialogs().then((modals) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        confirmed = true;
        onConfirm();
      },
      onClose: () => {
        if (!confirmed && declinedAlert) showAlert(declinedAlert);
      },
    }),
  );
}

interface ConfirmAction {
  title: string;
  /** The question, saying what the action does. */
  text: string;
  /** The confirming button's label: the action's verb ('Restore', 'Rotate'). */
  confirmLabel: string;
  onConfirm(): void;
}

/** Asks before an action that cannot simply be taken back, in the console's own dialog (not the browser's). */
export function confirmAction({ title, text, confirmLabel, onConfirm }: ConfirmAction): void {
  void dialogs().then((modals) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      onConfirm,
    }),
  );
}
