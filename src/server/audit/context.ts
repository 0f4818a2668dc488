import { AsyncLocalStorage } from 'node:async_hooks';

/** Who writes: the kinds the trail's actor_kind holds (database: a write made with no context, e.g. psql). */
export type AuditActorKind = 'user' | 'client' | 'device' | 'anonymous' | 'system';

/** What every audited write of a request or system task is recorded with (the trigger reads it, migration 0032). */
export interface AuditContext {
  tenantId: string | null;
  actorKind: AuditActorKind;
  actorId: string | null;
  actorName: string;
  requestId: string | null;
  /** "METHOD /path" of a request, or the system task's name. */
  path: string | null;
  /** An action other than create/update/delete for the rows this context writes (restore, generate…). */
  action?: string;
}

/** A context and its JSON, made once per change (every write of a request sends the same text). */
class Holder {
  #json: string | null = null;
  constructor(private context: AuditContext) {}
  get(): AuditContext {
    return this.context;
  }
  set(changes: Partial<AuditContext>): void {
    this.context = { ...this.context, ...changes };
    this.#json = null;
  }
  json(): string {
    const c = this.context;
    this.#json ??= JSON.stringify({ t: c.tenantId, k: c.actorKind, i: c.actorId, n: c.actorName, r: c.requestId, p: c.path, a: c.action });
    return this.#json;
  }
}

const storage = new AsyncLocalStorage<Holder>();

/** Runs `task` with `context` as the author of its writes (and of whatever it starts). */
export function runAudited<T>(context: AuditContext, task: () => T): T {
  return storage.run(new Holder(context), task);
}

/** Runs `task` as a system task `name` (sweeps, seeding, the operator's CLI): its writes name no user. */
export function runAsSystem<T>(name: string, task: () => T, tenantId: string | null = null): T {
  return runAudited({ tenantId, actorKind: 'system', actorId: null, actorName: name, requestId: null, path: name }, task);
}

/** Changes the current context (a request's, once its caller is known); nothing outside one. */
export function amendAuditContext(changes: Partial<AuditContext>): void {
  storage.getStore()?.set(changes);
}

/** Names a device (or a signage display) as the author of the current request's writes, once its credential is known. */
export function actAsDevice(tenantId: string, id: string, name: string): void {
  amendAuditContext({ tenantId, actorKind: 'device', actorId: id, actorName: name });
}

/** Runs `task` with the current context's action replaced (a restore is recorded as such, not as an update). */
export function runAsAction<T>(action: string, task: () => T): T {
  const holder = storage.getStore();
  if (!holder) return task();
  return runAudited({ ...holder.get(), action }, task);
}

/** The current context as the JSON the trigger reads, or null outside any. */
export function auditJson(): string | null {
  return storage.getStore()?.json() ?? null;
}

/**
 * The current context's JSON for a statement that merges `docKeys` into a row's document: the trigger then records
 * those keys' old and new values instead of the document whole, once it has checked that no other key changed
 * (migration 0043).
 */
export function auditJsonWithDocKeys(docKeys: string[]): string | null {
  const json = auditJson();
  return json && `${json.slice(0, -1)},"d":${JSON.stringify(docKeys.join(','))}}`;
}

/** The current context, or null outside any. */
export function currentAudit(): AuditContext | null {
  return storage.getStore()?.get() ?? null;
}
