// The API shape is defined once, beside the schemas the server validates with.
export type { Workspace } from '../../../../../domain/workspaces/workspace';

export type { GeoReply } from '../../../../components/location/address';

export const workspaceQueryKey = (tenantKey: string, projectKey: string, id: string) => ['workspace', tenantKey, projectKey, id] as const;
