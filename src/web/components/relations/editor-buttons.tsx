import { Button, Group } from '@mantine/core';

interface EditorButtonsProps {
  onSave(): void;
  onCancel(): void;
  saving: boolean;
  /** Save is left out until there is something to save; Cancel always shows, so a new card can be dropped. */
  showSave?: boolean;
  saveDisabled?: boolean;
}

/** Save and Cancel of a card in edit mode (anchors and schedules). */
export function EditorButtons({ onSave, onCancel, saving, showSave = true, saveDisabled = false }: EditorButtonsProps) {
  return (
    <Group gap="xs">
      {showSave && (
        <Button size="xs" onClick={onSave} loading={saving} disabled={saveDisabled}>
          Save
        </Button>
      )}
      <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Group>
  );
}
