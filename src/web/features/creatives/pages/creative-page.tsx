import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { WorkspaceRecordPage } from '../../../components/record/workspace-record-page';
import { creatives } from '../api/creatives';
import { CreativeForm } from './creative-form';

/**
 * `…/creatives/create`, `/{id}` and `/{id}/edit`: a creative's page (docs/product/creatives-assets-signage.md §2.2);
 * Close goes to the list.
 */
export function CreativePage({ id }: { id?: string }) {
  return (
    <WorkspaceRecordPage
      id={id}
      resource={creatives}
      segment="creatives"
      noun="Creative"
      createTitle="Add Creative"
      createRole={CREATIVE_SECTIONS.primary.editRole ?? undefined}
      restorable
    >
      {(page, { aggregateId, listPath }) => <CreativeForm page={page} aggregateId={aggregateId} listPath={listPath} />}
    </WorkspaceRecordPage>
  );
}
