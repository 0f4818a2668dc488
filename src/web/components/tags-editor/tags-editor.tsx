import { useState } from 'react';
import { Group, Pill, PillsInput } from '@mantine/core';
import { addTags, isTagSeparatorKey, removeTag } from '../../../domain/tags/tags';
import { ReadValue } from '../fields';

interface TagsEditorProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  /** Read mode shows the tags as chips without an input. */
  editing: boolean;
}

/**
 * Tag chips (docs/product/platform.md §2.7, §5): Enter or comma adds, blanks and case-insensitive duplicates are
 * ignored.
 */
export function TagsEditor({ label, value, onChange, editing }: TagsEditorProps) {
  const [typed, setTyped] = useState('');
  if (!editing) {
    return (
      <ReadValue label={label} testId="tags-editor">
        {value.length > 0 && (
          <Group gap={4}>
            {value.map((tag) => (
              <Pill key={tag}>{tag}</Pill>
            ))}
          </Group>
        )}
      </ReadValue>
    );
  }
  const commit = () => {
    onChange(addTags(value, typed));
    setTyped('');
  };
  return (
    <PillsInput label={label} data-testid="tags-editor">
      <Pill.Group>
        {value.map((tag, i) => (
          <Pill key={tag} withRemoveButton onRemove={() => onChange(removeTag(value, i))} removeButtonProps={{ 'aria-label': `Remove tag ${tag}` }}>
            {tag}
          </Pill>
        ))}
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
      </Pill.Group>
    </PillsInput>
  );
}
