import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import { aggregates, groupMembers, groups, images, profiles, projects, tenants, users } from '../db/schema/index.js';
import type { PersonName } from '../db/schema/profiles.js';
import { hashPassword } from '../iam/passwords.js';
import { parseGroupName } from '../../domain/access/resources.js';
import type { Storage } from '../storage/storage.js';

/** Row builders shared by the demo seed and the test factories: plain inserts, no HTTP. */
export async function insertTenant(db: Db, t: { id: string; key: string; name: string; features: string[]; description?: string }) {
  await db.insert(tenants).values(t);
  return t;
}

export async function insertProject(db: Db, p: { tenantId: string; id: string; key: string; name: string; description?: string }) {
  await db.insert(projects).values(p);
  return p;
}

export async function insertAggregate(
  db: Db,
  a: {
    tenantId: string;
    id: string;
    projectId: string;
    key: string;
    name: string;
    description?: string;
    currency?: string;
    timeZone?: string;
    doc?: Record<string, unknown>;
  },
) {
  await db.insert(aggregates).values(a);
  return a;
}

export async function insertUser(
  db: Db,
  u: { tenantId: string; id: string; username: string; password: string; firstName: string; lastName: string; email?: string },
) {
  const { password, ...rest } = u;
  await db.insert(users).values({ ...rest, passwordHash: await hashPassword(password) });
  return u;
}

/** Creates the group when missing and adds the user to it. */
export async function grant(db: Db, tenantId: string, groupName: string, userId?: string) {
  const parsed = parseGroupName(groupName);
  if (!parsed) throw new Error(`bad group name ${groupName}`);
  await db.insert(groups).values({ tenantId, name: groupName, scope: parsed.resource, role: parsed.role }).onConflictDoNothing();
  if (userId) await db.insert(groupMembers).values({ tenantId, groupName, userId }).onConflictDoNothing();
}

export async function insertProfile(db: Db, p: { tenantId: string; id: string; key: string; name: PersonName; phone?: string; email?: string }) {
  await db.insert(profiles).values({
    tenantId: p.tenantId,
    id: p.id,
    key: p.key,
    name: p.name,
    phone: p.phone ?? null,
    phones: p.phone ? { default: p.phone, verified: [p.phone], unverified: [] } : {},
    emails: p.email ? { default: p.email, verified: [p.email], unverified: [] } : {},
  });
}

export async function storeImage(
  db: Db,
  storage: Storage,
  img: { tenantId: string; ownerType: string; ownerId: string; purpose: string; contentType: string; bytes: Buffer; width?: number; height?: number },
) {
  const storageKey = `${img.tenantId}/${img.ownerType}/${img.ownerId}/${img.purpose}`;
  await storage.put(storageKey, img.bytes, img.contentType);
  const etag = `"${createHash('sha256').update(img.bytes).digest('base64url').slice(0, 27)}"`;
  const row = {
    tenantId: img.tenantId,
    ownerType: img.ownerType,
    ownerId: img.ownerId,
    purpose: img.purpose,
    contentType: img.contentType,
    storageKey,
    etag,
    size: img.bytes.length,
    width: img.width ?? null,
    height: img.height ?? null,
    updatedOn: new Date(),
  };
  await db
    .insert(images)
    .values(row)
    .onConflictDoUpdate({ target: [images.tenantId, images.ownerType, images.ownerId, images.purpose], set: row });
}
