import { describe, expect, it } from 'vitest';
import { keyNames } from './key-names';
import type { SessionValues } from './session-values';

const session = {
  tenant: { id: 't1', key: 'demo', name: 'Demo Media' },
  project: { id: 'p1', key: 'mall', name: 'Mall' },
  aggregate: { key: 'city-centre', resource: 'sdm/demo/mall/city-centre', id: 'a1', name: 'City Centre Mall' },
  profile: { id: 'u1', name: { displayName: 'Olivia Owner' } },
} as SessionValues;

describe('the names behind a record’s key ids', () => {
  it('names the tenant, project, workspace, the caller as creator, and the type', () => {
    const record = { tenant_id: 't1', project_id: 'p1', aggregate_id: 'a2', profile_id: 'u1', type_id: 'x', type: 'Indoor', subtype_id: 'y', subtype: 'Kiosk' };
    expect(keyNames(record, session, [{ id: 'a2', name: 'Riverside Mall' }])).toEqual({
      tenant_id: 'Demo Media',
      project_id: 'Mall',
      aggregate_id: 'Riverside Mall',
      profile_id: 'Olivia Owner',
      type_id: 'Indoor',
      subtype_id: 'Kiosk',
    });
  });

  it('leaves out what it cannot name', () => {
    const names = keyNames({ tenant_id: 't9', aggregate_id: 'a1', profile_id: 'u2', type_id: '', type: 'Indoor' }, session);
    expect(names).toEqual({
      tenant_id: undefined,
      project_id: undefined,
      aggregate_id: 'City Centre Mall',
      profile_id: undefined,
      type_id: undefined,
      subtype_id: undefined,
    });
    expect(keyNames(undefined, session)).toEqual({});
  });
});
