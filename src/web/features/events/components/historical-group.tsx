import type { ReactNode } from 'react';
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { HISTORICAL_GROUP_TITLE, historyHint } from '../../../../domain/events/split';

interface HistoricalGroupProps {
  expanded: boolean;
  onToggle(): void;
  currentCount: number;
  historicalCount: number;
  children: ReactNode;
}

/**
 * The collapsible Historical Events group with its hint (docs/product/campaigns-venues-events.md §2.6); expanded, it
 * takes the current tiles' place.
 */
export function HistoricalGroup({ expanded, onToggle, currentCount, historicalCount, children }: HistoricalGroupProps) {
  return (
    <Paper component="section" aria-label={HISTORICAL_GROUP_TITLE} withBorder radius="md" p="sm" data-testid="historical-events">
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls="historical-events-body" w="100%">
        <Group gap={6}>
          {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          <Text fw={600}>{HISTORICAL_GROUP_TITLE}</Text>
        </Group>
      </UnstyledButton>
      <Text size="sm" c="dimmed" mt={4} data-testid="history-hint">
        {historyHint(expanded, currentCount, historicalCount)}
      </Text>
      {expanded && (
        <div id="historical-events-body" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {children}
        </div>
      )}
    </Paper>
  );
}
