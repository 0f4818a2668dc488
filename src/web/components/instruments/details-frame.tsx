import type { ReactNode } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../../lib/api-error';
import { CardsFrame } from '../relations/cards-frame';
import { PageLoader } from '../spinner';
import type { useLinkedDetails } from './use-details';
import { Hint } from '../hint';

interface Props {
  title: string;
  /** What the section lists, for its Refresh button's name ('coupons'). */
  noun: string;
  list: ReturnType<typeof useLinkedDetails>;
  emptyText: string;
  /** A new one is being added: the empty text gives way to its editor. */
  adding: boolean;
  /** The section's own actions after Refresh (edit mode, Add New …). */
  tools?: ReactNode;
  children: ReactNode;
}

/** The frame of a coupons or tickets section: title, Refresh and the section's actions, then loading, failure, empty text or the cards. */
export function DetailsFrame({ title, noun, list, emptyText, adding, tools, children }: Props) {
  return (
    <CardsFrame
      title={title}
      actions={
        <>
          <Hint label="Refresh">
            <ActionIcon variant="subtle" aria-label={`Refresh ${noun}`} onClick={() => void list.refresh()}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Hint>
          {tools}
        </>
      }
    >
      {list.pending && <PageLoader />}
      {Boolean(list.error) && (
        <Text size="sm" c="red" role="alert">
          {describeError(list.error)}
        </Text>
      )}
      {!list.pending && list.details.length === 0 && !adding && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {children}
    </CardsFrame>
  );
}

/** A card's title row: its configuration's name and, when it may be edited, the pencil (off while another is edited). */
export function CardTitle({ name, editLabel, onEdit, locked }: { name: string; editLabel: string; onEdit?(): void; locked: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600}>{name}</Text>
      {onEdit && (
        <Hint label={editLabel}>
          <ActionIcon variant="subtle" aria-label={editLabel} disabled={locked} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Hint>
      )}
    </Group>
  );
}
