import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Collapse, Group, Paper, SimpleGrid, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconPencil, IconRefresh, IconX } from '@tabler/icons-react';
import type { PrivilegeLevel } from '../../../domain/access';
import {
  cancelEditing,
  finishEditing,
  initialSection,
  SECTION_DEFAULTS,
  showEditButton,
  startEditing,
  type SectionMode,
  type SectionState,
} from '../../../domain/sections/section-state';
import { Spinner } from '../spinner';
import { useSectionGroup } from './section-group';

export interface SectionProps<V> {
  title: string;
  mode: SectionMode;
  privilege: PrivilegeLevel;
  /** Role needed for the pencil (spec §6); OWNER when unset. */
  editorRole?: PrivilegeLevel;
  editable?: boolean;
  /** The section's own values: backed up by the pencil, given back by cancel. */
  values: V;
  onRestore(values: V): void;
  /** Saves the section; resolves true when saved (editing stops), false to keep editing. */
  onSave?(): Promise<boolean>;
  onRefresh?(): void;
  /** The page is busy (a save runs): every button is off. */
  busy?: boolean;
  columns?: number;
  colour?: string;
  defaultExpanded?: boolean;
  children(editing: boolean): ReactNode;
}

/** A collapsible titled section with edit, save, cancel and refresh buttons (spec §2.7, §4, §6). */
export function Section<V>(props: SectionProps<V>) {
  const { title, mode, privilege, editorRole, editable = true, values, busy = false } = props;
  const [state, setState] = useState<SectionState<V>>(() => initialSection(mode, values, props.defaultExpanded ?? true));
  const [saving, setSaving] = useState(false);
  const { fold, editAll } = useSectionGroup();

  useEffect(() => {
    if (fold) setState((s) => ({ ...s, expanded: fold.expanded }));
  }, [fold]);
  const mayEdit = showEditButton({ mode, editable, editing: false, privilege, editorRole });
  const latest = useRef({ mayEdit, values });
  latest.current = { mayEdit, values };
  useEffect(() => {
    if (editAll > 0 && latest.current.mayEdit) setState((s) => (s.editing ? s : startEditing(s, latest.current.values)));
  }, [editAll]);

  const editing = state.editing;
  const perSection = mode === 'EDIT';
  const off = busy || saving;

  async function save() {
    if (!props.onSave) return setState(finishEditing);
    setSaving(true);
    try {
      if (await props.onSave()) setState(finishEditing);
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    const restored = cancelEditing(state, values);
    setState(restored.state);
    props.onRestore(restored.values);
  }

  const bodyId = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" mb="md" style={{ overflow: 'hidden' }}>
      <Group justify="space-between" px="md" py={6} bg={props.colour ?? SECTION_DEFAULTS.colour} wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ cursor: 'pointer' }} onClick={() => setState((s) => ({ ...s, expanded: !s.expanded }))}>
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={state.expanded ? `Fold ${title}` : `Unfold ${title}`}
            aria-expanded={state.expanded}
            aria-controls={bodyId}
          >
            {state.expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {saving && <Spinner size="xs" />}
          {perSection && showEditButton({ mode, editable, editing, privilege, editorRole }) && (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label="Edit" disabled={off} onClick={() => setState((s) => startEditing(s, values))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {perSection && editing && (
            <>
              <Tooltip label="Save">
                <ActionIcon variant="subtle" color="green" aria-label="Save" disabled={off} onClick={save}>
                  <IconCheck size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Cancel">
                <ActionIcon variant="subtle" color="red" aria-label="Cancel" disabled={off} onClick={cancel}>
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {perSection && props.onRefresh && !editing && (
            <Tooltip label="Refresh">
              <ActionIcon variant="subtle" aria-label="Refresh" disabled={off} onClick={props.onRefresh}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Collapse expanded={state.expanded} id={bodyId}>
        <Box p="md">
          <SimpleGrid cols={{ base: 1, sm: Math.min(2, props.columns ?? SECTION_DEFAULTS.columns), md: props.columns ?? SECTION_DEFAULTS.columns }}>
            {props.children(editing && !off)}
          </SimpleGrid>
        </Box>
      </Collapse>
    </Paper>
  );
}
