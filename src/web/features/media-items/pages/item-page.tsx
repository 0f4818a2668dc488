import { Privilege } from '../../../../domain/access';
import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { RecordPage } from '../../../components/record';
import { useConsoleConfig } from '../../../lib/console-config';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { ITEM_RESOURCES } from '../api/items';
import { ITEM_KINDS } from '../model/kinds';
import { ItemForm } from './item-form';

/** `…/{venues|assets|devices}/create`, `/{id}` and `/{id}/edit`: a venue's, asset's or device's page. */
export function ItemPage({ kind: page, id }: { kind: MediaItemPageKind; id?: string }) {
  const kind = ITEM_KINDS[page];
  const { tenant, project, aggregateId, privilege, listPath } = useDetailScope(kind.segment);
  const workspaces = useWorkspaceChoices(tenant, project);
  const config = useConsoleConfig();
  return (
    <RecordPage
      id={id}
      api={ITEM_RESOURCES[page].in(aggregateId)}
      noun={kind.noun}
      closeTo={listPath}
      privilegeOf={() => privilege}
      // Create actions are ADMIN's (spec 02 §6, spec 03 §6).
      createRole={Privilege.ADMIN}
      ready={Boolean(aggregateId)}
      ownerOf={(item) => item.aggregate_id}
    >
      {(context) => (
        <ItemForm
          kind={kind}
          page={context}
          aggregateId={aggregateId}
          listPath={listPath}
          workspaces={workspaces}
          qrBases={config?.qr}
          tileUrl={config?.mapTileUrl}
        />
      )}
    </RecordPage>
  );
}
