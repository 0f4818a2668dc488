import type { Creative } from '../../../../domain/creatives/types';
import { itemResource } from '../../../lib/resource';

/** `/api/2.0/media-creatives?aggregate=`: the creative resource (lib/resource.ts). */
export const creatives = itemResource<Creative>('creative', '/api/2.0/media-creatives');
