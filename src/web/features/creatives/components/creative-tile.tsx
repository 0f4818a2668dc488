import { Text } from '@mantine/core';
import { IconPalette, IconPencil, IconRocket } from '@tabler/icons-react';
import { BannerImage } from '../../../components/banner-image';
import { Tile, TileAction } from '../../../components/tile';
import type { CreativeTileData } from '../api/get-creatives';
import { imageCount, imageCountText } from '../model/rules';

/**
 * A creative tile (docs/product/creatives-assets-signage.md §2.1): banner, name and the count of uploaded images;
 * launch opens {id}, edit {id}/edit.
 */
export function CreativeTile({ creative, listPath, mayEdit }: { creative: CreativeTileData; listPath: string; mayEdit: boolean }) {
  const path = `${listPath}/${encodeURIComponent(creative.id)}`;
  const count = imageCount(creative);
  return (
    <Tile
      name={creative.name}
      testId="creative-tile"
      banner={<BannerImage type="creative" purpose="img" id={creative.id} name={creative.name} placeholder={IconPalette} testId="creative-banner" />}
      details={
        <Text size="sm" c="dimmed" data-testid="creative-image-count">
          {imageCountText(count)}
        </Text>
      }
      actions={
        <>
          <TileAction tip="Launch" label={`Launch ${creative.name}`} to={path} icon={IconRocket} />
          {mayEdit && <TileAction tip="Edit" label={`Edit ${creative.name}`} to={`${path}/edit`} icon={IconPencil} />}
        </>
      }
    />
  );
}
