import { useEffect, useState } from 'react';
import { AspectRatio, Center, Image } from '@mantine/core';
import { IconBuildingStore, IconDeviceDesktop, IconRouter } from '@tabler/icons-react';
import type { MediaItemPageKind } from '../../../../../domain/media-items/types';
import { getItemBanner } from '../api/get-item-banner';

const PLACEHOLDER = { venue: IconBuildingStore, asset: IconDeviceDesktop, device: IconRouter } as const;

/** The item's 16:9 banner, or a placeholder while loading and when none is stored. */
export function ItemBanner({ kind, id, name }: { kind: MediaItemPageKind; id: string; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void getItemBanner(kind, id).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, id]);

  const Icon = PLACEHOLDER[kind];
  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt={`${name} banner`} fit="cover" data-testid="item-banner" />
      ) : (
        <Center bg="gray.1" data-testid="item-banner-placeholder" aria-label={`${name} has no banner`}>
          <Icon size={48} color="var(--mantine-color-gray-5)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
