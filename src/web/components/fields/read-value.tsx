import { useId, type ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

interface ReadValueProps {
  label: ReactNode;
  /** The value as text; blank shows a dash. */
  children?: ReactNode;
  testId?: string;
}

/**
 * A field in read mode: its label and its value as text, not an input that looks editable (docs/product/platform.md §4:
 * a section is read-only until its pencil). The value is labelled by the label, so it is found by it.
 */
export function ReadValue({ label, children, testId }: ReadValueProps) {
  const id = useId();
  const blank = children === '' || children === null || children === undefined || (Array.isArray(children) && children.length === 0);
  return (
    <Box data-testid={testId}>
      <Text size="sm" fw={500} id={id} mb={4}>
        {label}
      </Text>
      <Text component="div" size="sm" aria-labelledby={id} c={blank ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {blank ? '—' : children}
      </Text>
    </Box>
  );
}
