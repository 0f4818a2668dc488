import { useEffect, useState } from 'react';
import { ActionIcon, AspectRatio, Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconUpload } from '@tabler/icons-react';
import { aspectRuleFor, IMAGE_MESSAGES, sizeProblem } from '../../../domain/images/aspect';
import { CROP_PRESETS, decodedStatus, fileProblem, ImageStatus, isNewImageSource } from '../../../domain/images/upload-status';
import { api } from '../../lib/api';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAction } from '../../lib/use-action';
import { cropImage, imageSize } from './image-files';
import { uploadImage, type ImageSlot } from './upload-image';
import { Hint } from '../hint';

interface ImageUploadProps {
  label: string;
  /** Purpose of the image (banner, icon, logo, img): decides the required ratio. */
  purpose: string;
  /** `/images?type=…&id=…&for=…`; an id that is not 24 hex marks a new image (docs/product/platform.md §5). */
  source: string | null;
  editing: boolean;
  slot: ImageSlot;
  onSlotChange(slot: ImageSlot): void;
}

const STATUS_NAMES = ['INVALID', 'PREVIEW', 'RELOADED', 'UPLOADED'];
/** A preview's height at most: its width follows from the image's required shape. */
const PREVIEW_HEIGHT = 180;

/** The stored image as an object URL (read as a blob with the bearer token); null while absent or failed. */
export function useStoredImage(source: string | null, version: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!source || isNewImageSource(source)) return setUrl(null);
    let objectUrl: string | null = null;
    let live = true;
    api
      .getBlob(source, { reset: version > 0 })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // A failed load keeps the placeholder (docs/product/platform.md §7).
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source, version]);
  return url;
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

/** The image upload panel (docs/product/platform.md §2.7, §4, §5): preview, choose, crop, and upload when allowed. */
export function ImageUpload({ label, purpose, source, editing, slot, onSlotChange }: ImageUploadProps) {
  const [version, setVersion] = useState(0);
  const upload = useAction({
    mutationFn: ({ path, blob }: { path: string; blob: Blob }) => uploadImage(api, path, blob),
    onSuccess: (_, { blob }) => {
      notify.success(IMAGE_MESSAGES.uploaded);
      onSlotChange({ status: ImageStatus.UPLOADED, blob });
    },
  });
  const busy = upload.isPending;
  const stored = useStoredImage(source, version);
  const chosen = useObjectUrl(slot.blob);
  const shown = chosen ?? stored;
  const isNew = isNewImageSource(source);
  const rule = aspectRuleFor(purpose);
  // An image without a required shape (a brochure) previews in the banner's.
  const ratio = rule ? rule.w / rule.h : 16 / 9;

  async function take(blob: Blob) {
    const problem = sizeProblem(blob.size);
    if (problem) return notify.warning(problem);
    try {
      const { width, height } = await imageSize(blob);
      const { status, message } = decodedStatus(purpose, width, height);
      if (message) notify.warning(message);
      onSlotChange({ status, blob, message });
    } catch {
      notify.warning('The file could not be read as an image.');
    }
  }

  function choose(file: File | null) {
    if (!file) return;
    // Too large or not an image: a warning and no preview (docs/product/platform.md §5).
    const problem = fileProblem(file);
    if (problem) return notify.warning(problem);
    void take(file);
  }

  async function crop(w: number, h: number) {
    if (!slot.blob) return;
    try {
      await take(await cropImage(slot.blob, w, h));
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  function uploadNow() {
    if (source && slot.blob) upload.mutate({ path: source, blob: slot.blob });
  }

  const invalid = slot.status === ImageStatus.INVALID;
  return (
    <Stack gap={6} data-testid={`image-${purpose}`} data-status={STATUS_NAMES[slot.status]}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
          {rule && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({rule.w}:{rule.h})
            </Text>
          )}
        </Text>
        <Group gap={4}>
          {!isNew && (
            <Hint label="Refresh image">
              <ActionIcon variant="subtle" aria-label={`Refresh ${label}`} disabled={busy} onClick={() => setVersion((v) => v + 1)}>
                <IconRefresh size={16} />
              </ActionIcon>
            </Hint>
          )}
          {!isNew && editing && slot.status === ImageStatus.RELOADED && (
            <Hint label="Upload now">
              <ActionIcon variant="subtle" aria-label={`Upload ${label}`} loading={busy} onClick={uploadNow}>
                <IconUpload size={16} />
              </ActionIcon>
            </Hint>
          )}
        </Group>
      </Group>
      {/* The preview has the shape the image must have (a banner 16:9), whatever the file chosen. */}
      <Box
        bg="gray.1"
        maw={PREVIEW_HEIGHT * ratio}
        style={{ borderRadius: 6, border: `1px solid ${invalid ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-3)'}`, overflow: 'hidden' }}
        data-testid="image-preview"
      >
        <AspectRatio ratio={ratio}>
          {shown ? (
            <Image src={shown} alt={label} fit="contain" />
          ) : (
            <Center c="dimmed" data-testid="image-placeholder">
              <IconPhoto size={40} aria-label={`No ${label}`} />
            </Center>
          )}
        </AspectRatio>
      </Box>
      {invalid && slot.message && (
        <Text size="xs" c="red" role="alert">
          {slot.message}
        </Text>
      )}
      {editing && (
        <Group gap={4}>
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button size="compact-xs" variant="light" {...props} aria-label={`Choose ${label}`}>
                Choose…
              </Button>
            )}
          </FileButton>
          {slot.blob &&
            CROP_PRESETS.map((p) => (
              <Button key={p.label} size="compact-xs" variant="subtle" aria-label={`Crop ${label} ${p.label}`} onClick={() => crop(p.w, p.h)}>
                {p.label}
              </Button>
            ))}
        </Group>
      )}
    </Stack>
  );
}
