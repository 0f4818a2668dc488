import { Badge } from '@mantine/core';
import type { Liveness } from '../../../domain/signage/liveness';
import { Hint } from '../hint';

const LOOKS: Record<Liveness, { label: string; color: string; hint: string }> = {
  online: { label: 'Online', color: 'green', hint: 'Heard from in the last 2 minutes' },
  stale: { label: 'Stale', color: 'yellow', hint: 'Last heard from 2 to 15 minutes ago' },
  offline: { label: 'Offline', color: 'red', hint: 'Not heard from for more than 15 minutes' },
  never: { label: 'Never seen', color: 'gray', hint: 'No player has reported for this display yet' },
};

/** A display's liveness as the server judges it (docs/signage-player.md): online, stale, offline or never. */
export function LivenessBadge({ liveness }: { liveness: Liveness }) {
  const look = LOOKS[liveness];
  return (
    <Hint label={look.hint}>
      <Badge color={look.color} variant="filled" data-testid="liveness" data-liveness={liveness}>
        {look.label}
      </Badge>
    </Hint>
  );
}
