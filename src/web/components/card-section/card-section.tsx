import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { PrivilegeLevel } from '../../../domain/access';
import { showEditButton } from '../../../domain/sections/section-state';
import { SubmitGate, type FieldProblems } from '../../lib/form-check';
import { notify } from '../../lib/notify';
import { useAction } from '../../lib/use-action';
import { useFormCheck } from '../../lib/use-form-check';
import { confirmDelete } from '../confirm-delete';
import { Section } from '../section';
import { Spinner } from '../spinner';
import {
  addCard,
  cancelCard,
  canAdd,
  canEdit,
  changeCard,
  deletedCard,
  editCard,
  initialCards,
  savedCard,
  syncCards,
  valuesByPath,
  type CardRow,
  type CardState,
} from './card-state';
import { Hint } from '../hint';

export interface CardDeleteConfirm {
  title: string;
  text: string;
  /** The alert when declined: 'coward' unless null (nothing is said there). */
  declinedAlert?: string | null;
}

/** An input's props for the field at `path`: its message while shown (docs/decisions/0137), and the blur that marks it touched. */
export type CardField = (path: string) => { error: string | undefined; onBlur(): void };

export interface CardSectionProps<T> {
  title: string;
  /**
   * The caller's privilege on the record and the role that edits the section
   * (docs/product/creatives-assets-signage.md §6).
   */
  privilege: PrivilegeLevel;
  editorRole: PrivilegeLevel;
  /** False on a record of another workspace: read-only. */
  editable: boolean;
  /** The stored rows; undefined while they load (a spinner shows). */
  rows: readonly T[] | undefined;
  keyOf(value: T): string;
  /** 'Add Image Asset', 'Add Tutor' … */
  addLabel: string;
  blank(): T;
  /** The key of an added row (unique within the section); its `keyOf` when it has one (a client id), else a counter. */
  newKey?(): string;
  /** The card's accessible name (its name field). */
  nameOf(value: T): string;
  /** Read mode of a card, beside its edit (and delete) buttons. */
  read(value: T): ReactNode;
  /** Edit mode of a card, each input given `field(path)` for its message; Cancel and Save are the kit's. */
  form(value: T, onChange: (value: T) => void, field: CardField): ReactNode;
  /**
   * What keeps the card from being saved, by the path of the field it concerns (Save is disabled while there is any);
   * under '' what concerns no field, said beside Save once it is clicked.
   */
  problems?(value: T): FieldProblems;
  /** Writes a row (`isNew` when never stored); answers the stored row, merged into the card. Throws on failure. */
  save(value: T, isNew: boolean): Promise<Partial<T>>;
  savedMessage?: string;
  /** Said when the group's Save ends its edit mode (a creative's 'Creative Assets saved'). */
  groupSavedMessage?: string;
  /** Deletes a stored row; cards have no delete button without it. */
  remove?(value: T): Promise<void>;
  deleteConfirm?: CardDeleteConfirm;
  /** A new row stays open after its first save (a questionnaire gets its questions then); cancel keeps it. */
  keepEditingAfterCreate?: boolean;
  onRefresh?(): void;
  /** Cards per row on a wide screen (3 by default). */
  columns?: number;
  /** The edited card takes the grid's whole width (a form too large for a column: a bus route). */
  wideForm?: boolean;
  /** Shown under the cards and the Add button (a section's own actions: a GTFS export), told whether the group is in edit mode. */
  footer?(groupEditing: boolean): ReactNode;
  defaultExpanded?: boolean;
}

let added = 0;

/**
 * A section that is a grid of cards with one card edited at a time (docs/product/creatives-assets-signage.md §2.2, §4):
 * the section's pencil puts the group in edit mode; a card's pencil opens it as a form with Cancel and Save; 'Add …'
 * appends a blank card, only in edit mode and while no card is edited; a never-saved card is removed by Cancel; delete
 * asks first.
 */
export function CardSection<T>(props: CardSectionProps<T>) {
  const { title, keyOf, rows } = props;
  const [state, setState] = useState<CardState<T>>(() => initialCards(rows ?? [], keyOf));
  const current = useRef(state);
  current.current = state;
  const mayChange = showEditButton({ mode: 'EDIT', editable: props.editable, editing: false, privilege: props.privilege, editorRole: props.editorRole });

  useEffect(() => {
    if (rows) setState((s) => syncCards(s, rows, keyOf));
    // keyOf is a rule of the area, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  const saveRow = useAction({
    mutationFn: (row: CardRow<T>) => props.save(row.value, !row.stored),
    onSuccess: (response, row) => {
      setState((s) => savedCard(s, row.key, response, props.keepEditingAfterCreate === true && !row.stored));
      if (props.savedMessage) notify.success(props.savedMessage);
    },
  });
  const removeRow = useAction({
    mutationFn: (row: CardRow<T>) => props.remove!(row.value),
    onSuccess: (_, row) => setState((s) => deletedCard(s, row.key)),
  });
  // The card being written, if any: its form shows the spinner, every other action waits.
  const busy = saveRow.isPending ? saveRow.variables.key : removeRow.isPending ? removeRow.variables.key : null;

  /** Writes the row; true once stored (a failure is shown as the error snackbar). */
  const save = (row: CardRow<T>): Promise<boolean> =>
    saveRow.mutateAsync(row).then(
      () => true,
      () => false,
    );

  function askDelete(row: CardRow<T>) {
    if (!props.remove) return;
    if (props.deleteConfirm) confirmDelete({ ...props.deleteConfirm, onConfirm: () => removeRow.mutate(row) });
    else removeRow.mutate(row);
  }

  return (
    <Section
      title={title}
      mode="EDIT"
      privilege={props.privilege}
      editorRole={props.editorRole}
      editable={props.editable}
      columns={1}
      busy={busy !== null}
      defaultExpanded={props.defaultExpanded}
      onRefresh={props.onRefresh}
      onCancel={() => setState(cancelCard)}
      // The group's Save ends edit mode; a card still open must be saved or cancelled first.
      onSave={async () => {
        if (current.current.selected === null) {
          if (props.groupSavedMessage) notify.success(props.groupSavedMessage);
          return true;
        }
        notify.warning('Save or cancel the card being edited first.');
        return false;
      }}
    >
      {(groupEditing) => (
        <Box>
          {/* Edit and delete buttons are drawn for those who may edit the section; others read the cards. */}
          {rows === undefined ? (
            <Spinner size="sm" />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: Math.min(2, props.columns ?? 3), md: props.columns ?? 3 }} data-testid="card-grid">
              {state.rows.map((row) =>
                row.key === state.selected ? (
                  <CardForm
                    key={row.key}
                    {...props}
                    row={row}
                    busy={busy === row.key}
                    onChange={(v) => setState((s) => changeCard(s, v))}
                    onSave={() => save(row)}
                    onCancel={() => setState(cancelCard)}
                  />
                ) : (
                  <Paper key={row.key} withBorder p="sm" radius="sm" data-testid="card" aria-label={props.nameOf(row.value)}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Box style={{ minWidth: 0, flex: 1 }}>{props.read(row.value)}</Box>
                      <Group gap={2} wrap="nowrap" display={mayChange ? undefined : 'none'}>
                        {busy === row.key && <Spinner size="xs" />}
                        <Hint label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${props.nameOf(row.value)}`}
                            disabled={!canEdit(state, groupEditing) || busy !== null}
                            onClick={() => setState((s) => editCard(s, row.key))}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Hint>
                        {props.remove && (
                          <Hint label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${props.nameOf(row.value)}`}
                              disabled={!canEdit(state, groupEditing) || busy !== null}
                              onClick={() => askDelete(row)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Hint>
                        )}
                      </Group>
                    </Group>
                  </Paper>
                ),
              )}
            </SimpleGrid>
          )}
          {mayChange && (
            <Button
              mt="sm"
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows === undefined || !canAdd(state, groupEditing) || busy !== null}
              onClick={() => {
                const blank = props.blank();
                const key = props.newKey?.() ?? (keyOf(blank) || `new-${++added}`);
                setState((s) => addCard(s, key, blank));
              }}
            >
              {props.addLabel}
            </Button>
          )}
          {rows !== undefined && state.rows.length === 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              None yet.
            </Text>
          )}
          {props.footer?.(groupEditing)}
        </Box>
      )}
    </Section>
  );
}

interface CardFormProps<T> extends CardSectionProps<T> {
  row: CardRow<T>;
  busy: boolean;
  onChange(value: T): void;
  onSave(): Promise<boolean>;
  onCancel(): void;
}

/**
 * A card in edit mode: the area's form, then Cancel and Save. Save is disabled while the card has a problem or saves;
 * each field says why beside itself once touched, or once the disabled Save was clicked (docs/decisions/0137).
 */
function CardForm<T>({ row, busy, onChange, onSave, onCancel, form, problems, nameOf, wideForm }: CardFormProps<T>) {
  const check = useFormCheck(problems?.(row.value) ?? {}, valuesByPath(row.value));
  const name = nameOf(row.value);
  // What concerns no single field.
  const cardProblem = check.errorOf('');
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      shadow="sm"
      data-testid="card-form"
      aria-label={name ? `Editing ${name}` : 'New card'}
      style={wideForm ? { gridColumn: '1 / -1' } : undefined}
    >
      <Box component="fieldset" disabled={busy} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
        {form(row.value, onChange, check.field)}
      </Box>
      <Group justify="flex-end" mt="sm" gap="xs">
        {busy && <Spinner size="xs" />}
        <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {cardProblem && (
          <Text size="xs" c="red" role="alert" data-testid="card-problem">
            {cardProblem}
          </Text>
        )}
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          {/* A card that stays open after its save (a new questionnaire) starts again from what was stored. */}
          <Button size="xs" onClick={() => void onSave().then((saved) => saved && check.reset())} disabled={busy || check.invalid}>
            Save
          </Button>
        </SubmitGate>
      </Group>
    </Paper>
  );
}
