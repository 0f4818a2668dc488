import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SubmitGate } from '../../lib/form-check';
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
  /** A click on the disabled button: the form shows every field's message (the editor's `reveal`). */
  onTry?(): void;
  /** Buttons before the main one (Cancel). */
  children?: ReactNode;
}

/** The action row under a new item's form: the type hint, a spinner while saving, then Save (or Create). */
export function CreateActions({ busy, disabled, needsType = false, label = 'Save', onCreate, onTry, children }: CreateActionsProps) {
  return (
    <Group justify="flex-end">
      {needsType && (
        <Text size="sm" c="dimmed">
          Choose a type first.
        </Text>
      )}
      {busy && <Spinner size="sm" />}
      {children}
      <SubmitGate invalid={disabled && !busy && !needsType} onTry={() => onTry?.()}>
        <Button onClick={() => void onCreate()} disabled={busy || disabled || needsType}>
          {label}
        </Button>
      </SubmitGate>
    </Group>
  );
}
