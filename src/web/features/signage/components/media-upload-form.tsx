import { useState } from 'react';
import { Alert, Button, FileInput, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput } from '../../../components/inputs';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MEDIA_DEFAULTS, mediaKindOf, type SignageMedia } from '../../../../domain/signage/media';
import { SIGNAGE_MESSAGES } from '../../../../domain/signage/messages';
import { nameOfFile, uploadFieldsOf, uploadFormProblems, type UploadForm } from '../../../../domain/signage/upload-form';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
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
  // The bar's state: the mutation runs the upload, this follows its bytes.
  const [progress, setProgress] = useState<Progressing | null>(null);
  // Upload waits for a valid form; each field says why beside itself once touched, 'Please select a file.' at the file
  // (docs/product/creatives-assets-signage.md §8, said there rather than in an alert: the button cannot be pressed).
  const check = useFormCheck(uploadFormProblems(form), form);
  const send = useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: ReturnType<typeof uploadFieldsOf> }) =>
      uploadMedia(aggregateId, file, fields, (loaded, total) =>
        setProgress({ percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : 0, done: false }),
      ),
    onSuccess: (media) => {
      setProgress({ percent: 100, done: true });
      notify.success(SIGNAGE_MESSAGES.mediaUploaded);
      const blank = blankForm();
      setForm(blank);
      check.reset(blank);
      onUploaded(media);
    },
    onError: () => {
      setProgress(null);
      notify.error(SIGNAGE_MESSAGES.mediaFailed);
    },
  });
  const busy = send.isPending;

  const chooseFile = (file: File | null) => setForm((f) => ({ ...f, file, name: f.name || (file ? nameOfFile(file.name) : '') }));

  function upload() {
    send.reset();
    if (!form.file || check.invalid) return check.reveal();
    const file = form.file;
    setProgress({ percent: 0, done: false });
    send.mutate({ file, fields: uploadFieldsOf({ ...form, file }) });
  }

  return (
    <Stack gap="sm" component="form" aria-label="New Media Upload" onSubmit={(e) => (e.preventDefault(), upload())} onKeyDown={check.onKeyDown}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileInput
          label="File"
          withAsterisk
          clearable
          placeholder="Choose an image, video, PDF, HTML or text file"
          value={form.file}
          onChange={chooseFile}
          {...check.field('file')}
          disabled={busy}
          description={form.file ? `${mediaKindOf(form.file.name)} · ${(form.file.size / 1024).toFixed(0)} KB` : undefined}
        />
        <TextInput
          label="Name"
          withAsterisk
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          {...check.field('name')}
          disabled={busy}
        />
        <EpochField
          label="Start (startAt)"
          value={form.startAt}
          onChange={(startAt) => setForm({ ...form, startAt })}
          {...check.field('startAt')}
          disabled={busy}
        />
        <EpochField
          label="Expiry (expiryAt)"
          value={form.expiryAt}
          onChange={(expiryAt) => setForm({ ...form, expiryAt })}
          {...check.field('expiryAt')}
          disabled={busy}
        />
        <NumberInput
          label="Duration (seconds)"
          min={1}
          allowDecimal={false}
          value={form.duration}
          onChange={(v) => setForm({ ...form, duration: v === '' ? '' : Number(v) })}
          {...check.field('duration')}
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
      {send.isError && (
        <Alert color="red" title={SIGNAGE_MESSAGES.mediaFailed}>
          {describeError(send.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          <Button type="submit" leftSection={<IconUpload size={16} />} loading={busy} disabled={check.invalid}>
            Upload
          </Button>
        </SubmitGate>
      </Group>
    </Stack>
  );
}
