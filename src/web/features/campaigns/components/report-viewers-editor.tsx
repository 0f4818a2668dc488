import { useRef } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankViewer, phoneCounter, shouldLookUpProfile, typedPhone, viewerPhoneProblem } from '../../../../domain/campaigns/report-viewers';
import type { ReportViewer } from '../../../../domain/campaigns/types';
import { TextField } from '../../../components/fields';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getProfileIdByPhone } from '../../../lib/profile-by-phone';
import { Hint } from '../../../components/hint';

interface ReportViewersEditorProps {
  value: ReportViewer[];
  onChange(update: (viewers: ReportViewer[]) => ReportViewer[]): void;
  editing: boolean;
  /** The list's first problem, shown under it. */
  error?: string;
}

/**
 * Report viewers of a Reports campaign (docs/product/campaigns-venues-events.md §3.9, §5): phone of exactly 10 digits
 * with its n/10 counter, an optional name, and the profile id that the phone look-up fills (or clears).
 */
export function ReportViewersEditor({ value, onChange, editing, error }: ReportViewersEditorProps) {
  // The latest phone asked per viewer: a slow answer for an older entry must not win.
  const asked = useRef(new Map<string, string>());

  const patch = (id: string, p: Partial<ReportViewer>) => onChange((list) => list.map((v) => (v.id === id ? { ...v, ...p } : v)));

  async function lookUp(id: string, phone: string) {
    asked.current.set(id, phone);
    try {
      const profileID = await getProfileIdByPhone(phone);
      if (asked.current.get(id) === phone) patch(id, { profileID });
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  function typed(v: ReportViewer, text: string) {
    const phone = typedPhone(text);
    if (shouldLookUpProfile(phone)) {
      patch(v.id, { phone });
      void lookUp(v.id, phone);
    } else {
      // A shorter number no longer names the profile found before.
      asked.current.delete(v.id);
      patch(v.id, { phone, profileID: '' });
    }
  }

  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }} data-testid="report-viewers">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Report viewers
        </Text>
        {editing && (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange((list) => [...list, blankViewer()])}>
            Add Viewer
          </Button>
        )}
      </Group>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No report viewers yet.
        </Text>
      )}
      {value.map((v, i) => (
        <Paper key={v.id} withBorder p="xs" data-testid="report-viewer" aria-label={`Viewer ${i + 1}`}>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextField
              label="Phone"
              required
              editing={editing}
              value={v.phone}
              inputMode="numeric"
              description={phoneCounter(v.phone)}
              error={viewerPhoneProblem(v.phone)}
              onChange={(text) => typed(v, text)}
              w={180}
            />
            <TextField label="Viewer name" editing={editing} value={v.name} onChange={(name) => patch(v.id, { name })} w={200} />
            {/* Filled by the phone's look-up, never typed. */}
            <TextField
              label="Profile ID"
              editing={editing}
              value={v.profileID}
              onChange={() => {}}
              readOnly
              variant="filled"
              placeholder="No profile"
              w={240}
              data-testid="viewer-profile-id"
            />
            {editing && (
              <Hint label="Remove viewer">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove viewer ${i + 1}`}
                  onClick={() => onChange((list) => list.filter((x) => x.id !== v.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Hint>
            )}
          </Group>
        </Paper>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
