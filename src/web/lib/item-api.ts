import type { ListPage } from '../../domain/common/list-query';
import { resourceCalls } from './resource';

export { queryOf } from './resource';

/**
 * The catalogue calls of an area not yet on the record kit (campaigns, events, creatives), in the shape
 * they use: the same requests as `defineResource`, scoped by `?aggregate=`.
 */
export function itemApi<T>(path: string) {
  const calls = resourceCalls<T, string>({ path, scope: (aggregate) => ({ aggregate }) });
  return {
    page: <R = T>({ aggregate, ...params }: ListPage, reset = false) => calls.list<R>(aggregate, params, reset),
    get: (aggregate: string, id: string, reset = false) => calls.get(aggregate, id, reset),
    create: calls.create,
    update: calls.update,
  };
}
