import { Privilege } from '../../../../domain/access';
import { RecordPage } from '../../../components/record/record-page';
import { tiConfigs, type TiConfig } from '../../../lib/ti-configs';
import { TREASURY_TEXTS } from '../model/texts';
import { InstrumentForm } from './instrument-form';
import { useTreasuryScope } from './use-treasury-scope';

/**
 * `…/instruments/create` and `…/instruments/{id}` in the treasury view, `…/instrument/…` in a workspace:
 * one instrument's page. Creating is ADMIN's (docs/product/platform.md §2.6); a workspace's page shows another
 * workspace's instrument read-only.
 */
export function InstrumentPage({ id }: { id?: string }) {
  const where = useTreasuryScope();
  return (
    <RecordPage
      id={id}
      api={tiConfigs.in(where.scope)}
      noun={TREASURY_TEXTS.noun}
      createTitle={where.aggregateId ? TREASURY_TEXTS.workspaceCreateTitle : TREASURY_TEXTS.createTitle}
      closeTo={where.listPath}
      privilegeOf={(record?: TiConfig) => where.privilegeOf(record)}
      createRole={Privilege.ADMIN}
      ready={where.ready}
      ownerOf={where.aggregateId ? (record) => record.aggregate_id : undefined}
    >
      {(page) => <InstrumentForm page={page} where={where} />}
    </RecordPage>
  );
}
