import { useEffect, useRef, useState } from 'react';
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

/**
 * Whether the element has come within a screen's height of the viewport. A list of fifty tiles asked for every banner
 * as it was drawn: a request, an answer (often a 404) and a render each, most for tiles far below the first screen
 * (docs/performance.md, "First load"). Like the browser's own `loading="lazy"`, a banner is read once it is near.
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** A 16:9 banner, or a placeholder while loading and when none is stored; read once the banner is near the screen. */
export function BannerImage({ type, id, name, placeholder: Placeholder, testId, purpose = 'banner' }: BannerImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  const { ref, near } = useNearScreen();
  useEffect(() => {
    if (!near) return;
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
  }, [type, id, purpose, near]);

  return (
    <AspectRatio ratio={16 / 9} ref={ref}>
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
