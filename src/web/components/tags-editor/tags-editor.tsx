import { useState } from 'react';
import { Input, Pill, PillsInput } from '@mantine/core';
import { addTags, isTagSeparatorKey, removeTag } from '../../../domain/tags/tags';

interface TagsEditorProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  disabled?: boolean;
}

/** Tag chips (spec §2.7, §5): Enter or comma adds, blanks and case-insensitive duplicates are ignored. */
export function TagsEditor({ label, value, onChange, disabled = false }: TagsEditorProps) {
  const [typed, setTyped] = useState('');
  const commit = () => {
    onChange(addTags(value, typed));
    setTyped('');
  };
  return (
    <PillsInput label={label} disabled={disabled} data-testid="tags-editor">
      <Pill.Group>
        {value.map((tag, i) => (
          <Pill key={tag} withRemoveButton={!disabled} onRemove={() => onChange(removeTag(value, i))} removeButtonProps={{ 'aria-label': `Remove tag ${tag}` }}>
            {tag}
          </Pill>
        ))}
        {disabled ? (
          value.length === 0 && <Input.Placeholder>No tags</Input.Placeholder>
        ) : (
          <PillsInput.Field
            aria-label={label}
            placeholder="Add a tag, then Enter"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (isTagSeparatorKey(e.key)) {
                e.preventDefault();
                commit();
              } else if (e.key === 'Backspace' && !typed && value.length > 0) {
                onChange(removeTag(value, value.length - 1));
              }
            }}
            onBlur={() => typed.trim() && commit()}
          />
        )}
      </Pill.Group>
    </PillsInput>
  );
}
