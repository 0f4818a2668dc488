import { useState } from 'react';
import { Alert, Button, FileInput, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput } from '../../../components/inputs';
import { IconUpload } from '@tabler/icons-react';
import { MEDIA_DEFAULTS, mediaKindOf, type SignageMedia } from '../../../../domain/signage/media';
import { SIGNAGE_MESSAGES } from '../../../../domain/signage/messages';
import { nameOfFile, uploadFieldsOf, uploadFormProblems, type UploadForm } from '../../../../domain/signage/upload-form';
import { showAlert } from '../../../components/confirm-delete';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { uploadMedia } from '../api/media';
import { EpochField } from './epoch-field';

const DAY_MS = 86_400_000;
/** Ours: a new item shows from now for 30 days unless told otherwise. */
const blankForm = (now = Date.now()): UploadForm & { file: File | null } => ({
  file: null,
  name: '',
  startAt: now,
  expiryAt: now + 30 * DAY_MS,
  duration: MEDIA_DEFAULTS.duration,
});

interface Progressing {
  percent: number;
  done: boolean;
}

/**
 * 'New Media Upload' (docs/product/creatives-assets-signage.md §2.13, §5, §8): file, name, startAt and expiryAt,
 * duration (5 s); the bar follows the bytes sent.
 */
export function MediaUploadForm({ aggregateId, onUploaded }: { aggregateId: string; onUploaded(media: SignageMedia): void }) {
  const [form, setForm] = useState(blankForm);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = uploadFormProblems(form);
  const shown = tried ? problems : {};
  const busy = progress !== null && !progress.done;

  const chooseFile = (file: File | null) => setForm((f) => ({ ...f, file, name: f.name || (file ? nameOfFile(file.name) : '') }));

  async function upload() {
    setTried(true);
    setFailure(null);
    // docs/product/creatives-assets-signage.md §8: without a file, the alert.
    if (!form.file) return showAlert(SIGNAGE_MESSAGES.selectFile);
    if (Object.keys(problems).length) return;
    const file = form.file;
    setProgress({ percent: 0, done: false });
    try {
      const media = await uploadMedia(aggregateId, file, uploadFieldsOf({ ...form, file }), (loaded, total) =>
        setProgress({ percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : 0, done: false }),
      );
      setProgress({ percent: 100, done: true });
      notify.success(SIGNAGE_MESSAGES.mediaUploaded);
      setForm(blankForm());
      setTried(false);
      onUploaded(media);
    } catch (e) {
      setProgress(null);
      setFailure(describeError(e));
      notify.error(SIGNAGE_MESSAGES.mediaFailed);
    }
  }

  return (
    <Stack gap="sm" component="form" aria-label="New Media Upload" onSubmit={(e) => (e.preventDefault(), void upload())}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileInput
          label="File"
          withAsterisk
          clearable
          placeholder="Choose an image, video, PDF, HTML or text file"
          value={form.file}
          onChange={chooseFile}
          error={shown.file}
          disabled={busy}
          description={form.file ? `${mediaKindOf(form.file.name)} · ${(form.file.size / 1024).toFixed(0)} KB` : undefined}
        />
        <TextInput
          label="Name"
          withAsterisk
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={shown.name}
          disabled={busy}
        />
        <EpochField label="Start (startAt)" value={form.startAt} onChange={(startAt) => setForm({ ...form, startAt })} error={shown.startAt} disabled={busy} />
        <EpochField
          label="Expiry (expiryAt)"
          value={form.expiryAt}
          onChange={(expiryAt) => setForm({ ...form, expiryAt })}
          error={shown.expiryAt}
          disabled={busy}
        />
        <NumberInput
          label="Duration (seconds)"
          min={1}
          allowDecimal={false}
          value={form.duration}
          onChange={(v) => setForm({ ...form, duration: v === '' ? '' : Number(v) })}
          error={shown.duration}
          disabled={busy}
        />
      </SimpleGrid>
      {progress && (
        <Stack gap={4}>
          <Progress value={progress.percent} aria-label="Upload progress" animated={!progress.done} size="lg" />
          <Text size="xs" c="dimmed" data-testid="upload-percent">
            {progress.done ? 'Uploaded 100%' : `Uploading ${progress.percent}%`}
          </Text>
        </Stack>
      )}
      {failure && (
        <Alert color="red" title={SIGNAGE_MESSAGES.mediaFailed}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" leftSection={<IconUpload size={16} />} loading={busy}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
