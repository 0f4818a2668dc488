import { useState } from 'react';
import { Alert } from '@mantine/core';
import { ListPage } from '../../../components/record/list-page';
import { useWholeTiles } from '../../../components/record/use-tile-list';
import { describeError } from '../../../lib/api-error';
import { getTiConfigs, tiConfigs } from '../../../lib/ti-configs';
import { InstrumentTile } from '../components/instrument-tile';
import { TREASURY_TEXTS, typeLine } from '../model/texts';
import { useTreasuryScope } from './use-treasury-scope';

/**
 * 'Treasury Instruments List' (docs/product/platform.md §2.13): the project's instruments in the treasury view, or one
 * workspace's under its INSTRUMENT menu. The search box shows above 2; a failed read shows a closable banner.
 */
export function InstrumentListPage() {
  const { scope, ready, listPath } = useTreasuryScope();
  const [closed, setClosed] = useState<unknown>(null);
  const list = useWholeTiles({
    queryKey: tiConfigs.keys.list(scope),
    read: (reset) => getTiConfigs(scope, reset),
    matches: (t, text) => `${t.name} ${typeLine(t)}`.toLowerCase().includes(text.trim().toLowerCase()),
    enabled: ready,
  });
  return (
    <ListPage
      title={TREASURY_TEXTS.listTitle}
      list={list}
      emptyText={TREASURY_TEXTS.empty}
      emptyTestId="instruments-empty"
      filterLabel="Search instruments"
      failure={(error) =>
        error !== closed && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel="Close" onClose={() => setClosed(error)} data-testid="instruments-error">
            {describeError(error)}
          </Alert>
        )
      }
      tile={(t) => <InstrumentTile key={t.id} instrument={t} listPath={listPath} />}
    />
  );
}
