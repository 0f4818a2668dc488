import { useEffect, useState } from 'react';
import { AspectRatio, Center, Image } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { api } from '../../lib/api';

interface BannerImageProps {
  /** The image owner's type as `/images` knows it: 'ma' for a workspace, 'venue', 'asset', 'device'. */
  type: string;
  id: string;
  name: string;
  /** Icon of the placeholder shown while loading and when no banner is stored. */
  placeholder: TablerIcon;
  /** Test id of the image; the placeholder's is `{testId}-placeholder`. */
  testId: string;
  /** The `for=` of the image: 'banner' unless the owner keeps its banner as 'img' (campaigns, creatives, events). */
  purpose?: string;
}

/** The owner's banner (`/images?type=…&id=…&for=banner|img`) read with the bearer token, or null when none loads. */
async function getBanner(type: string, id: string, purpose: string): Promise<Blob | null> {
  const query = new URLSearchParams({ type, id, for: purpose });
  try {
    return await api.getBlob(`/images?${query}`);
  } catch {
    return null; // docs/product/platform.md §7: a failed load keeps the placeholder
  }
}

/** A 16:9 banner, or a placeholder while loading and when none is stored. */
export function BannerImage({ type, id, name, placeholder: Placeholder, testId, purpose = 'banner' }: BannerImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void getBanner(type, id, purpose).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [type, id, purpose]);

  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt={`${name} banner`} fit="cover" data-testid={testId} />
      ) : (
        <Center bg="gray.1" data-testid={`${testId}-placeholder`} role="img" aria-label={`${name} has no banner`}>
          <Placeholder size={48} color="var(--mantine-color-gray-5)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
