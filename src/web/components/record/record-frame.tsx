import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Container, Group, Stack, Title } from '@mantine/core';
import { useNavigate, type NavigateOptions } from 'react-router';
import { SectionGroup } from '../section';
import { LeaveGuard } from './leave-guard';

interface Frame {
  /** Closes the page to its parent list (asks first while something is unsaved). */
  close(): void;
  /** Moves on without asking: the draft was just stored (after create). */
  leave(to: string, options?: NavigateOptions): void;
  /** Closes to the parent list without asking: everything the page shows is stored (after a mutation's save). */
  closeStored(): void;
  /** The editor tells the frame whether its form holds unsaved changes. */
  setDirty(dirty: boolean): void;
}

const FrameContext = createContext<Frame>({ close: () => {}, leave: () => {}, closeStored: () => {}, setDirty: () => {} });

/** The page frame a record's form sits in. */
export const useRecordFrame = () => useContext(FrameContext);

interface RecordFrameProps {
  title: string;
  /**
   * The parent list: where Close and Escape go (docs/product/campaigns-venues-events.md §2.1,
   * docs/product/creatives-assets-signage.md §2.2).
   */
  closeTo: string;
  children: ReactNode;
}

/**
 * The frame of a record's own page: its title, a Close button and the body; Escape closes it too, F9/F10
 * fold and unfold its sections (docs/product/platform.md §2.7); leaving it with unsaved changes asks first.
 */
export function RecordFrame({ title, closeTo, children }: RecordFrameProps) {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const state = useRef({ dirty: false, leaving: false });
  state.current.dirty = dirty;

  const close = useCallback(() => void navigate(closeTo), [navigate, closeTo]);
  const frame = useMemo<Frame>(() => {
    const leave = (to: string, options?: NavigateOptions) => {
      state.current.leaving = true;
      void navigate(to, options);
    };
    return { close, leave, closeStored: () => leave(closeTo), setDirty };
  }, [close, navigate, closeTo]);
  return (
    <FrameContext.Provider value={frame}>
      <SectionGroup onClose={close}>
        <LeaveGuard dirty={dirty} mayLose={() => state.current.dirty && !state.current.leaving} />
        <Container size="xl" px={0}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1} size="h2">
                {title}
              </Title>
              <CloseButton aria-label="Close" onClick={close} size="lg" />
            </Group>
            {children}
          </Stack>
        </Container>
      </SectionGroup>
    </FrameContext.Provider>
  );
}
