import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userRecoveryCodes, userTotp } from '../db/schema/index.js';

const ofUser = (tenantId: string, userId: string) => and(eq(userTotp.tenantId, tenantId), eq(userTotp.userId, userId));
const codesOf = (tenantId: string, userId: string) => and(eq(userRecoveryCodes.tenantId, tenantId), eq(userRecoveryCodes.userId, userId));
// A step is taken only once and only forwards: two sign-ins racing with one code cannot both pass.
const laterThanLast = (step: number) => or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step));

export async function findTotp(db: Db, tenantId: string, userId: string) {
  const [row] = await db.select().from(userTotp).where(ofUser(tenantId, userId)).limit(1);
  return row ?? null;
}

/** Starts (or starts over) an enrolment; a confirmed one is left alone (false). */
export async function putPendingTotp(db: Db, tenantId: string, userId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ tenantId, userId, secret, createdOn: now })
    .onConflictDoUpdate({
      target: [userTotp.tenantId, userTotp.userId],
      set: { secret, confirmedOn: null, lastStep: null, createdOn: now },
      setWhere: isNull(userTotp.confirmedOn),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Confirms a started enrolment with the step of its first code; false when it was confirmed meanwhile. */
export async function confirmTotp(db: Db, tenantId: string, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ confirmedOn: now, lastStep: step })
    .where(and(ofUser(tenantId, userId), isNull(userTotp.confirmedOn), laterThanLast(step)))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Takes a code's step for a confirmed authenticator: false when that step (or a later one) was taken already. */
export async function takeStep(db: Db, tenantId: string, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(ofUser(tenantId, userId), isNotNull(userTotp.confirmedOn), laterThanLast(step)))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, tenantId: string, userId: string, hashes: string[], now: Date): Promise<void> {
  await db.delete(userRecoveryCodes).where(codesOf(tenantId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ tenantId, userId, codeHash, createdOn: now })));
}

/** Spends a recovery code, atomically: of two uses only one succeeds. */
export async function spendRecoveryCode(db: Db, tenantId: string, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedOn: now })
    .where(and(codesOf(tenantId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedOn)))
    .returning({ userId: userRecoveryCodes.userId });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(codesOf(tenantId, userId), isNull(userRecoveryCodes.usedOn)));
  return Number(row?.n ?? 0);
}

export async function deleteTwoFactor(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.delete(userRecoveryCodes).where(codesOf(tenantId, userId));
  await db.delete(userTotp).where(ofUser(tenantId, userId));
}
