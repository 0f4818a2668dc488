import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { Textarea } from '../../../components/inputs';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignageMedia } from '../../../../domain/signage/media';
import { overrideBodyOf, overrideFormProblems, type OverrideForm } from '../../../../domain/signage/override-form';
import { OVERRIDE_LIMITS } from '../../../../domain/signage/player';
import { formatDateTime } from '../../../components/relations/date-time';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { clearOverride, overrideQuery, OVERRIDE_REFRESH_MS, setOverride } from '../api/override';
import { mediaLabel } from './media-label';
import { SearchSelect } from '../../../components/signage/search-select';

interface OverridePanelProps {
  aggregateId: string;
  mayEdit: boolean;
}

/**
 * The emergency override (docs/signage-player.md): a message or a media item every display of the workspace shows
 * within 10 s, until cleared. Viewers see whether one is on; editors set and clear it.
 */
export function OverridePanel({ aggregateId, mayEdit }: OverridePanelProps) {
  const queryClient = useQueryClient();
  const current = useQuery({ ...overrideQuery(aggregateId), refetchInterval: OVERRIDE_REFRESH_MS });
  const [form, setForm] = useState<OverrideForm>({ kind: 'message', message: '' });
  const body = overrideBodyOf(form);
  // Set override waits for a message or a media; the field says so once touched (docs/decisions/0137).
  const check = useFormCheck(overrideFormProblems(form), {
    message: form.kind === 'message' ? form.message : '',
    mediaId: form.kind === 'media' ? form.mediaId : '',
  });

  // Set or clear, then the override read again.
  const run = useAction({
    mutationFn: ({ task }: { task: () => Promise<unknown>; done: string }) => task(),
    onSuccess: (_, { done }) => {
      notify.success(done);
      return queryClient.invalidateQueries({ queryKey: overrideQuery(aggregateId).queryKey });
    },
  });
  const busy = run.isPending;

  const on = current.data;
  return (
    <Stack gap="sm">
      {on ? (
        <Alert color="red" icon={<IconAlertOctagon />} title="Override on every display" data-testid="override-on">
          {on.message ?? on.media?.name} — since {formatDateTime(on.since)}
        </Alert>
      ) : (
        current.isSuccess && <Alert color="gray">No override: the displays play their playlists.</Alert>
      )}
      {mayEdit && (
        <>
          <SegmentedControl
            w="fit-content"
            value={form.kind}
            onChange={(kind) => setForm(kind === 'media' ? { kind: 'media', mediaId: '' } : { kind: 'message', message: '' })}
            data={[
              { value: 'message', label: 'Message' },
              { value: 'media', label: 'Media' },
            ]}
          />
          {form.kind === 'message' ? (
            <Textarea
              label="Override message"
              autosize
              minRows={2}
              maxLength={OVERRIDE_LIMITS.message}
              value={form.message}
              onChange={(e) => setForm({ kind: 'message', message: e.currentTarget.value })}
              {...check.field('message')}
            />
          ) : (
            <SearchSelect<SignageMedia>
              aggregateId={aggregateId}
              list="media"
              label="Override media"
              placeholder="Choose media"
              labelOf={mediaLabel}
              value={form.mediaId}
              onChange={(mediaId) => setForm({ kind: 'media', mediaId })}
              {...check.field('mediaId')}
            />
          )}
          <Group>
            <SubmitGate invalid={check.invalid} onTry={check.reveal}>
              <Button
                color="red"
                disabled={!body || busy}
                onClick={() => body && run.mutate({ task: () => setOverride(aggregateId, body), done: 'Override set on every display.' })}
              >
                Set override
              </Button>
            </SubmitGate>
            <Button variant="default" disabled={!on || busy} onClick={() => run.mutate({ task: () => clearOverride(aggregateId), done: 'Override cleared.' })}>
              Clear override
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
