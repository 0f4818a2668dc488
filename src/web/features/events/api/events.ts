import type { MediaEvent } from '../../../../domain/events/types';
import { itemResource } from '../../../lib/resource';

/** `/api/2.0/events?aggregate=`: the event resource (lib/resource.ts). */
export const events = itemResource<MediaEvent>('event', '/api/2.0/events');
