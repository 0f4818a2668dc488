import { useState } from 'react';
import { Badge, Button, CopyButton, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NumberInput } from '../../../components/inputs';
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, SHARE_MESSAGES, shareDaysProblem, sharedPagePath, type ShareKind } from '../../../../domain/reports/share-links';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { reportKeys, shareLinks } from '../api/reports';

const STATE_COLOUR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** 'Share link': read-only links to one campaign's or venue's report, made and revoked by the workspace's editors. */
export function ShareLinksPanel({ kind, itemId, timeZone }: { kind: ShareKind; itemId: string; timeZone?: string }) {
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [made, setMade] = useState<string | null>(null);
  // Create waits for days the server takes; the field says why beside itself (docs/decisions/0137).
  const check = useFormCheck({ days: shareDaysProblem(days) }, { days });
  const queryClient = useQueryClient();
  const key = reportKeys.shareLinks(kind, itemId);
  const links = useQuery({ queryKey: key, queryFn: () => shareLinks.list(kind, itemId), retry: false }).data;
  const load = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useAction({
    mutationFn: () => shareLinks.create(kind, itemId, days),
    onSuccess: (link) => {
      setMade(`${window.location.origin}${sharedPagePath(link.token!)}`);
      notify.success(SHARE_MESSAGES.created);
      return load();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => shareLinks.revoke(id),
    onSuccess: () => {
      notify.success(SHARE_MESSAGES.revoked);
      return load();
    },
  });
  const busy = create.isPending || revoke.isPending;

  const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder p="md" data-testid="share-links">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Share link
        </Title>
        <Text size="sm" c="dimmed">
          Anyone with a link sees this report, read-only, without signing in, until it expires or is revoked.
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Expires in days"
            min={1}
            max={SHARE_MAX_DAYS}
            clampBehavior="none"
            value={days}
            onChange={(v) => setDays(Number(v) || 0)}
            {...check.field('days')}
            w={140}
          />
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button onClick={() => create.mutate()} loading={busy} disabled={check.invalid}>
              Create share link
            </Button>
          </SubmitGate>
        </Group>
        {made && (
          <Group align="flex-end">
            <TextInput label="New link (shown once)" value={made} readOnly style={{ flex: 1 }} data-testid="share-link-url" />
            <CopyButton value={made}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {links && links.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.map((l) => (
                <Table.Tr key={l.id} data-testid="share-link-row">
                  <Table.Td>{when(l.created_on)}</Table.Td>
                  <Table.Td>{when(l.expires_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLOUR[l.state]}>{l.state}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {l.state === 'active' && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(l.id)} disabled={busy}>
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
