import { ITEM_RESOURCES } from './items';

/**
 * The workspace's asset called `name` (any case; names are unique per workspace,
 * docs/product/creatives-assets-signage.md §5), or null: where an asset tile's arrow `../{asset name}` leads
 * (docs/product/creatives-assets-signage.md §2.11).
 */
export async function getAssetByName(aggregateId: string, name: string): Promise<{ id: string; name: string } | null> {
  const found = await ITEM_RESOURCES.asset.list<{ id: string; name: string }>(aggregateId, { name, fields: 'id name', limit: 50, offset: 0 });
  return found.find((a) => a.name.trim().toLowerCase() === name.trim().toLowerCase()) ?? null;
}
