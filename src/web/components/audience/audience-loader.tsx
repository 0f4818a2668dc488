import { Group, Text } from '@mantine/core';
import { AUDIENCE_MESSAGES } from '../../../domain/audience/screens';
import { Spinner } from '../spinner';

/**
 * The audience screens' spinner with its words (docs/product/campaigns-venues-events.md §2.10), shown until the data is
 * there.
 */
export function AudienceLoader() {
  return (
    <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
      <Spinner size="sm" />
      <Text size="sm">{AUDIENCE_MESSAGES.loading}</Text>
    </Group>
  );
}
