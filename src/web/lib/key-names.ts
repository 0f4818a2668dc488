import type { SessionValues } from './session-values';

/** The ids a record's Key fields hold that point at other records, with the names that go with them. */
interface Owned {
  tenant_id?: string | null;
  project_id?: string | null;
  aggregate_id?: string | null;
  profile_id?: string | null;
  type_id?: string | null;
  type?: string | null;
  subtype_id?: string | null;
  subtype?: string | null;
}

const when = (id: string | null | undefined, ref: { id?: string; name?: string } | undefined) => (id && ref?.id === id ? ref.name : undefined);

/**
 * The names of what a record's ids point at, as far as the console knows them: the signed-in tenant and
 * project, the project's workspaces, the caller's own profile, and the record's type and sub-type. An id
 * without a known name is left out (the Key fields then show the id alone).
 */
export function keyNames(record: Owned | undefined, session: SessionValues, workspaces: readonly { id: string; name: string }[] = []) {
  if (!record) return {};
  const profile = session.profile;
  return {
    tenant_id: when(record.tenant_id, session.tenant),
    project_id: when(record.project_id, session.project),
    aggregate_id: workspaces.find((w) => w.id === record.aggregate_id)?.name ?? when(record.aggregate_id, session.aggregate),
    profile_id: when(record.profile_id, profile && { id: profile.id, name: profile.name?.displayName }),
    type_id: record.type_id ? record.type || undefined : undefined,
    subtype_id: record.subtype_id ? record.subtype || undefined : undefined,
  };
}
