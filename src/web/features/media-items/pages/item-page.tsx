import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { WorkspaceRecordPage } from '../../../components/record/workspace-record-page';
import { useConsoleConfig } from '../../../lib/console-config';
import { ITEM_RESOURCES } from '../api/items';
import { ITEM_KINDS } from '../model/kinds';
import { ITEM_LABELS } from '../model/labels';
import { ItemForm } from './item-form';

/** `…/{venues|assets|devices}/create`, `/{id}` and `/{id}/edit`: a venue's, asset's or device's page. */
export function ItemPage({ kind: page, id }: { kind: MediaItemPageKind; id?: string }) {
  const kind = ITEM_KINDS[page];
  const config = useConsoleConfig();
  return (
    <WorkspaceRecordPage id={id} resource={ITEM_RESOURCES[page]} segment={kind.segment} noun={kind.noun} restorable fieldLabels={ITEM_LABELS}>
      {(context, { tenant, project, aggregateId, listPath }) => (
        <ItemForm
          kind={kind}
          page={context}
          aggregateId={aggregateId}
          listPath={listPath}
          tenant={tenant}
          project={project}
          qrBases={config?.qr}
          tileUrl={config?.mapTileUrl}
        />
      )}
    </WorkspaceRecordPage>
  );
}
