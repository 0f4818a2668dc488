import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';

interface CreateActionsProps {
  busy: boolean;
  /** Off while the form is invalid or the caller lacks the role, besides while busy. */
  disabled: boolean;
  /** The item type is still to be chosen: says so, and the button stays off. */
  needsType?: boolean;
  label?: string;
  /** Stores the new item; the page closes or moves on from its own answer. */
  onCreate(): Promise<unknown>;
  /** Buttons before the main one (Cancel). */
  children?: ReactNode;
}

/** The action row under a new item's form: the type hint, a spinner while saving, then Save (or Create). */
export function CreateActions({ busy, disabled, needsType = false, label = 'Save', onCreate, children }: CreateActionsProps) {
  return (
    <Group justify="flex-end">
      {needsType && (
        <Text size="sm" c="dimmed">
          Choose a type first.
        </Text>
      )}
      {busy && <Spinner size="sm" />}
      {children}
      <Button onClick={() => void onCreate()} disabled={busy || disabled || needsType}>
        {label}
      </Button>
    </Group>
  );
}
