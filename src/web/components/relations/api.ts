import type { RelationChange, RelationKind, RelationTarget } from '../../../domain/media-items/types';
import type { TargetScope } from '../../../domain/relations/instrument';
import type { LinkContext } from '../../../domain/relations/targets';
import { api } from '../../lib/api';

/** `GET /api/2.0/media-relations/targets`: the candidates the picker may list for a target kind. */
export function getRelationTargets(scope: TargetScope, item: RelationKind, link: LinkContext): Promise<RelationTarget[]> {
  const query = new URLSearchParams({ ...scope, item });
  if (link.eventhosting) query.set('eventhosting', 'true');
  if (link.eventCampaign) query.set('eventCampaign', 'true');
  return api.get<RelationTarget[]>(`/api/2.0/media-relations/targets?${query}`, { reset: true });
}

export interface RelationWrite {
  action: 'create' | 'update' | 'delete';
  source: { item: RelationKind; id: string; relation: { uid?: string; start?: string; close?: string; enabled?: boolean } };
  target: { item: RelationKind; id: string };
}

/** `POST /api/2.0/media-relations`: both sides of the anchor change together on the server. */
export function postRelation(body: RelationWrite): Promise<RelationChange> {
  return api.post<RelationChange>('/api/2.0/media-relations', body);
}
