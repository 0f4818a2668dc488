import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { Privilege } from '../../../../domain/access';
import { RecordPage } from '../../../components/record';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { creatives } from '../api/creatives';
import { CreativeForm } from './creative-form';

/** `…/creatives/create`, `/{id}` and `/{id}/edit`: a creative's page (spec 03 §2.2); Close goes to the list. */
export function CreativePage({ id }: { id?: string }) {
  const { aggregateId, privilege, listPath } = useDetailScope('creatives');
  return (
    <RecordPage
      id={id}
      api={creatives.in(aggregateId)}
      noun="Creative"
      createTitle="Add Creative"
      closeTo={listPath}
      privilegeOf={() => privilege}
      createRole={CREATIVE_SECTIONS.primary.editRole ?? Privilege.OWNER}
      ready={Boolean(aggregateId)}
      // Another workspace's creative is read-only here.
      ownerOf={(c) => c.aggregate_id}
    >
      {(page) => <CreativeForm page={page} aggregateId={aggregateId} listPath={listPath} />}
    </RecordPage>
  );
}
