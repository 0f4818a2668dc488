import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import * as repo from './repo.js';

/** An image's ETag: the SHA-256 of its bytes, so a tag names exactly the bytes served under it. */
export const imageEtag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

export interface ImageFile {
  bytes: Buffer;
  contentType: string;
  width: number | null;
  height: number | null;
}

/**
 * Stores an image as its slot's current one. Each upload writes a file of its own (a random name, so
 * two writers never touch one file), then the row naming that file, its size and hash is replaced: that
 * update is the commit point. The file it replaced is removed after. A crash before the update leaves
 * an unused file, never a row naming a missing or different one; of two uploads at once, the later
 * update wins whole and the other's file is removed by it.
 */
export async function writeImage(db: Db, storage: Storage, slot: repo.ImageSlot, image: ImageFile): Promise<repo.ImageRow> {
  const storageKey = `${slot.tenantId}/${slot.ownerType}/${slot.ownerId}/${slot.purpose}.${randomBytes(12).toString('hex')}`;
  await storage.put(storageKey, image.bytes, image.contentType);
  const row: repo.ImageRow = {
    ...slot,
    contentType: image.contentType,
    storageKey,
    etag: imageEtag(image.bytes),
    size: image.bytes.length,
    width: image.width,
    height: image.height,
    updatedOn: new Date(),
  };
  let replaced: string | null;
  try {
    replaced = await repo.replaceImage(db, row);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  // The new image is stored either way: a replaced file that cannot be removed only takes space.
  if (replaced) await storage.delete(replaced).catch(() => {});
  return row;
}

/**
 * The slot's image and its bytes, or null. An upload may remove the file a row named a moment ago
 * (it replaced the row first): the row is read again then, and names the newer file.
 */
export async function readImage(db: Db, storage: Storage, slot: repo.ImageSlot): Promise<{ row: repo.ImageRow; bytes: Buffer } | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await repo.findImage(db, slot.tenantId, slot.ownerType, slot.ownerId, slot.purpose);
    if (!row) return null;
    const bytes = await storage.get(row.storageKey);
    if (bytes) return { row, bytes };
  }
  return null;
}
