import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MOBILITY_MESSAGES as M } from '../../../../../domain/mobility/constants';
import type { RouteCard } from '../../../../../domain/mobility/route';
import { showEditButton } from '../../../../../domain/sections/section-state';
import { CardSection } from '../../../../components/card-section';
import { saveCard } from '../../api/cards';
import { blankRoute, routeBody, routeCardProblems, serverProblems } from '../../model/route-draft';
import { cardSection, type CardSectionsProps } from '../cards/card-common';
import { GtfsPanel } from './gtfs-panel';
import { RouteCardView } from './route-card-view';
import { RouteForm } from './route-form';

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

/**
 * The creative's Mobility section (docs/product/creatives-assets-signage.md §2.10): bus route cards with their
 * statuses, 'Add Route', the route's form (fare matrix, stops on the map, schedules) and the GTFS export and import. A
 * save reads the creative again, so the card shows what the server stored without reloading the page.
 */
export function RouteCards(props: CardSectionsProps) {
  const { creative } = props;
  const queryClient = useQueryClient();
  const common = cardSection<RouteCard>(props, 'route');
  // What the server refused on a route's last save, by path; a change to that route clears it.
  const [refused, setRefused] = useState<Record<string, ReadonlyMap<string, string>>>({});
  // The stops of the edited route's stored fare matrix, as its form read them: a trip stops only at them.
  const [matrixStops, setMatrixStops] = useState<{ route: string; stops: ReadonlySet<string> | null } | null>(null);
  const onMatrixStops = useCallback((route: string, stops: ReadonlySet<string> | null) => setMatrixStops({ route, stops }), []);
  const storedIds = new Set((creative.route ?? []).map((r) => r.id));
  const mayChange = showEditButton({ mode: 'EDIT', editable: props.editable, editing: false, privilege: props.privilege, editorRole: common.editorRole });

  // The creative's page query, read again: the cards (and their statuses) follow what is stored.
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'creative' && q.queryKey[1] === 'detail' && q.queryKey.at(-1) === creative.id });

  async function save(route: RouteCard, isNew: boolean): Promise<Partial<RouteCard>> {
    try {
      const saved = await saveCard<RouteCard>(creative.id, 'route', { ...routeBody(route), id: route.id }, isNew);
      setRefused(({ [route.id]: _gone, ...others }) => others);
      void refresh();
      return saved;
    } catch (e) {
      setRefused((r) => ({ ...r, [route.id]: serverProblems(e) }));
      throw e;
    }
  }

  return (
    <CardSection<RouteCard>
      {...common}
      addLabel="Add Route"
      blank={blankRoute}
      nameOf={(r) => (r.startStation || r.endStation ? `Route ${r.startStation} to ${r.endStation}` : 'New route')}
      read={(r) => <RouteCardView creativeId={creative.id} route={r} />}
      form={(r, onChange, field) => (
        <RouteForm
          creativeId={creative.id}
          route={r}
          stored={storedIds.has(r.id)}
          refused={refused[r.id] ?? NO_PROBLEMS}
          field={field}
          onMatrixStops={onMatrixStops}
          onChange={(next) => {
            if (refused[r.id]) setRefused(({ [r.id]: _gone, ...others }) => others);
            onChange(next);
          }}
          onFaresStored={() => void refresh()}
        />
      )}
      problems={(r) => routeCardProblems(r, matrixStops?.route === r.id ? matrixStops.stops : null)}
      save={save}
      // docs/product/creatives-assets-signage.md §8: said on every save; the card then shows the stored route (§4's
      // reload, without reloading).
      savedMessage={M.routeSaved}
      wideForm
      columns={2}
      onRefresh={() => void refresh()}
      footer={(groupEditing) => (
        <GtfsPanel creativeId={creative.id} hasRoutes={storedIds.size > 0} mayImport={mayChange && groupEditing} onImported={() => void refresh()} />
      )}
    />
  );
}
