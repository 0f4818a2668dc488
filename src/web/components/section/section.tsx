import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Collapse, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconPencil, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
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
import { FormTried, SubmitGate, useFormTried } from '../../lib/form-check';
import { notify } from '../../lib/notify';
import { Spinner } from '../spinner';
import { useSectionGroup } from './section-group';
import { Hint } from '../hint';

export interface SectionProps<V> {
  title: string;
  mode: SectionMode;
  privilege: PrivilegeLevel;
  /** Role needed for the pencil (docs/product/platform.md §6); OWNER when unset. */
  editorRole?: PrivilegeLevel;
  editable?: boolean;
  /** The section's own values: backed up by the pencil, given back by cancel (unless `onCancel` restores them). */
  values?: V;
  onRestore?(values: V): void;
  /** Cancel: the page puts the stored values back itself. */
  onCancel?(): void;
  /** Saves the section; resolves true when saved (editing stops), false to keep editing. */
  onSave?(): Promise<boolean>;
  onRefresh?(): void;
  /** The page is busy (a save runs): every button is off. */
  busy?: boolean;
  /** The section's fields have problems: Save is off until they are put right (each field says why). */
  invalid?: boolean;
  columns?: number;
  colour?: string;
  defaultExpanded?: boolean;
  children(editing: boolean): ReactNode;
}

const SectionScope = createContext<(key: string, message: string | null) => void>(() => {});

/**
 * A widget's problem that its section must know of before saving (a repeated property name): while it is
 * set, Save (and a create page's Save) is refused and the section stays in edit mode; the widget shows the
 * message beside its own row.
 */
export function useFieldProblem(message: string | null) {
  const report = useContext(SectionScope);
  const key = useId();
  useEffect(() => {
    report(key, message);
    return () => report(key, null);
  }, [report, key, message]);
}

/** A collapsible titled section with edit, save, cancel and refresh buttons (docs/product/platform.md §2.7, §4, §6). */
export function Section<V>(props: SectionProps<V>) {
  const { title, mode, privilege, editorRole, editable = true, values, busy = false } = props;
  const [state, setState] = useState<SectionState<V | undefined>>(() => initialSection(mode, values, props.defaultExpanded ?? true));
  // The page's save of the section (it reports its own failures); editing stops once it resolves true.
  const save = useMutation({
    mutationFn: (onSave: () => Promise<boolean>) => onSave(),
    onSuccess: (saved) => {
      if (saved) setState(finishEditing);
    },
  });
  const saving = save.isPending;
  // A click on the disabled Save: every field of the section shows its message (as does one on a create page's button).
  const [tried, setTried] = useState(false);
  const pageTried = useFormTried();
  const { fold, editAll, reportProblem, problemOf } = useSectionGroup();
  const [report] = useState(() => (key: string, message: string | null) => reportProblem(title, key, message));

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
  const problem = problemOf(title);
  const blocked = Boolean(props.invalid) || problem !== null;
  // Leaving edit mode forgets the try: the next edit starts quiet.
  useEffect(() => {
    if (!editing) setTried(false);
  }, [editing]);

  function trySave() {
    if (problem) return void notify.error(problem);
    if (!props.onSave) return setState(finishEditing);
    save.mutate(props.onSave);
  }

  function cancel() {
    const restored = cancelEditing(state, values);
    setState(restored.state);
    if (props.onCancel) props.onCancel();
    else if (restored.values !== undefined) props.onRestore?.(restored.values);
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
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {saving && <Spinner size="xs" />}
          {perSection && showEditButton({ mode, editable, editing, privilege, editorRole }) && (
            <Hint label="Edit">
              <ActionIcon variant="subtle" aria-label="Edit" disabled={off} onClick={() => setState((s) => startEditing(s, values))}>
                <IconPencil size={18} />
              </ActionIcon>
            </Hint>
          )}
          {perSection && editing && (
            <>
              <SubmitGate invalid={blocked} onTry={() => setTried(true)}>
                <Hint label="Save">
                  {/* Disabled, it lets clicks through to the gate (as a disabled Mantine Button does). */}
                  <ActionIcon
                    variant="subtle"
                    color="green"
                    aria-label="Save"
                    disabled={off || blocked}
                    style={off || blocked ? { pointerEvents: 'none' } : undefined}
                    onClick={trySave}
                  >
                    <IconCheck size={18} />
                  </ActionIcon>
                </Hint>
              </SubmitGate>
              <Hint label="Cancel">
                <ActionIcon variant="subtle" color="red" aria-label="Cancel" disabled={off} onClick={cancel}>
                  <IconX size={18} />
                </ActionIcon>
              </Hint>
            </>
          )}
          {perSection && props.onRefresh && !editing && (
            <Hint label="Refresh">
              <ActionIcon variant="subtle" aria-label="Refresh" disabled={off} onClick={props.onRefresh}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Hint>
          )}
        </Group>
      </Group>
      {/* Folded content stays mounted and running (not only its state): a draft, a map or an upload survive any number of folds. */}
      <Collapse expanded={state.expanded} id={bodyId} keepMounted keepMountedMode="display-none">
        {/* While a save runs the fields stay as they are, locked. */}
        <Box component="fieldset" disabled={editing && off} p="md" m={0} style={{ border: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: Math.min(2, props.columns ?? SECTION_DEFAULTS.columns), md: props.columns ?? SECTION_DEFAULTS.columns }}>
            <SectionScope.Provider value={report}>
              <FormTried value={pageTried || tried}>{props.children(editing)}</FormTried>
            </SectionScope.Provider>
          </SimpleGrid>
        </Box>
      </Collapse>
    </Paper>
  );
}
