import { useEffect, useState } from 'react';
import { AspectRatio, Center, Image } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { getWorkspaceBanner } from '../api/get-workspace-banner';

/** The workspace's 16:9 banner, or a placeholder while loading and when none is stored. */
export function WorkspaceBanner({ id, name }: { id: string; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void getWorkspaceBanner(id).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt={`${name} banner`} fit="cover" data-testid="workspace-banner" />
      ) : (
        <Center bg="gray.1" data-testid="workspace-banner-placeholder" aria-label={`${name} has no banner`}>
          <IconBuildingStore size={48} color="var(--mantine-color-gray-5)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
