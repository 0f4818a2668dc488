import { Button, Group } from '@mantine/core';
import { SubmitGate } from '../../lib/form-check';

interface EditorButtonsProps {
  onSave(): void;
  onCancel(): void;
  saving: boolean;
  /** Save is left out until there is something to save; Cancel always shows, so a new card can be dropped. */
  showSave?: boolean;
  saveDisabled?: boolean;
  /** A click on the disabled Save: the card shows every field's message. */
  onTry?(): void;
}

/** Save and Cancel of a card in edit mode (anchors and schedules). */
export function EditorButtons({ onSave, onCancel, saving, showSave = true, saveDisabled = false, onTry }: EditorButtonsProps) {
  return (
    <Group gap="xs">
      {showSave && (
        <SubmitGate invalid={saveDisabled} onTry={() => onTry?.()}>
          <Button size="xs" onClick={onSave} loading={saving} disabled={saveDisabled}>
            Save
          </Button>
        </SubmitGate>
      )}
      <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Group>
  );
}
