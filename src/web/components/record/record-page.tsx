import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PrivilegeLevel } from '../../../domain/access';
import { useItemAccess } from '../../lib/item-access';
import { pageState, type RecordMode } from '../../lib/record/page-state';
import type { RecordApi } from '../../lib/resource';
import { preloadInputs } from '../inputs';
import { PageLoader } from '../spinner';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundContent, NotPermittedContent } from '../status-message';
import type { HistorySectionProps } from '../history/history-section';
import { lazyComponent } from '../../lib/lazy-component';
import { LoadFailure } from './load-failure';
import { RecordFrame } from './record-frame';

// The History renders with the record, from a chunk of its own: the audit records' schemas and its table come only
// with a stored record's page, after the form (docs/performance.md "First load").
const HistorySection = lazyComponent<HistorySectionProps>('HistorySection', () => import('../history/history-section').then((m) => m.HistorySection));

/** What a record's form is given by its page. */
export interface RecordContext<T> {
  /** The stored record; absent on a create page. */
  record?: T;
  mode: RecordMode;
  privilege: PrivilegeLevel;
  /**
   * Another workspace's record (shared, partner or public): nothing on it is editable
   * (docs/product/campaigns-venues-events.md §6).
   */
  readOnly: boolean;
}

export interface RecordPageProps<T extends { id: string; name?: string }> {
  /** The record's id from the route; absent on `…/create`. */
  id?: string;
  api: RecordApi<T>;
  /** The title word: `{noun} {name}` on a stored record, `Create {noun}` on a new one unless `createTitle`. */
  noun: string;
  createTitle?: string;
  /** The parent list Close and Escape go to. */
  closeTo: string;
  /** The caller's privilege: on the record once read, else on its scope. */
  privilegeOf(record?: T): PrivilegeLevel;
  /** The role a create page needs. */
  createRole: PrivilegeLevel;
  /** False while the scope is unknown: nothing is read yet. */
  ready?: boolean;
  /** The workspace a stored record belongs to; another workspace's record is shown read-only. */
  ownerOf?(record: T): string | undefined;
  /** The record's earlier field values can be put back from its History (an item's). */
  restorable?: boolean;
  /** The fields' labels as the page shows them, for the History's names of changed fields. */
  fieldLabels?: Readonly<Record<string, string>>;
  children(context: RecordContext<T>): ReactNode;
}

/**
 * A record's own page (docs/product/platform.md §2.7, §8): loads the record by id, or opens a new one on `create`; not
 * found and a refusal say so inside the console, other failures show their message; the form gets its mode, the
 * caller's privilege, and whether it is read-only. The frame closes to the parent list; the browser tab
 * is named after the record.
 */
export function RecordPage<T extends { id: string; name?: string }>(props: RecordPageProps<T>) {
  const { id, api, noun, closeTo, ready = true } = props;
  const creating = !id;
  const load = useQuery({
    queryKey: api.detailKey(id ?? ''),
    queryFn: () => api.get(id ?? ''),
    enabled: !creating && ready,
    retry: false,
    staleTime: Infinity,
  });
  const access = useItemAccess(load.data && props.ownerOf?.(load.data));
  const queryClient = useQueryClient();
  // The form's inputs are asked for once the page has painted: its pencils find them loaded (components/inputs).
  useEffect(preloadInputs, []);
  // A restore changes the stored record under the form: the form is drawn again from the fresh read.
  const [generation, setGeneration] = useState(0);
  async function restored() {
    queryClient.setQueryData(api.detailKey(id ?? ''), await api.get(id ?? '', true));
    setGeneration((g) => g + 1);
  }
  const state = pageState({ creating, privilegeOf: props.privilegeOf, createRole: props.createRole, load, access });
  const createTitle = props.createTitle ?? `Create ${noun}`;
  usePageTitle(state.kind !== 'ready' ? undefined : creating ? createTitle : load.data?.name);
  if (state.kind === 'not-found') return <NotFoundContent />;

  let body: ReactNode;
  if (state.kind === 'not-permitted') body = <NotPermittedContent />;
  else if (state.kind === 'failed') body = <LoadFailure error={state.error} />;
  else if (state.kind === 'loading') body = <PageLoader />;
  else
    body = (
      <Fragment key={generation}>
        {props.children({ record: state.record, mode: state.mode, privilege: state.privilege, readOnly: state.readOnly })}
        {id && (
          <HistorySection
            recordId={id}
            stamp={load.dataUpdatedAt}
            privilege={state.privilege}
            onRestored={props.restorable && !state.readOnly ? restored : undefined}
            labels={props.fieldLabels}
          />
        )}
      </Fragment>
    );

  const title = creating ? createTitle : `${noun} ${load.data?.name ?? ''}`.trim();
  return (
    <RecordFrame title={title} closeTo={closeTo}>
      {body}
    </RecordFrame>
  );
}

/** A record route (`…/create`, `…/{id}`, `…/{id}/edit`): one page per record, remounted when the id changes. */
export function RecordRoute({ name, render }: { name: string; render(id: string | undefined): ReactNode }) {
  const { id } = useParams();
  return <Fragment key={`${name}:${id ?? 'create'}`}>{render(id)}</Fragment>;
}
