import type { MediaEvent } from '../../../../domain/events/types';
import { valuesOf } from '../../../lib/record/draft';

/** The fields of the event page's form: Primary details, Social media and Interaction, Event partners. */
export type EventDraft = Pick<
  MediaEvent,
  | 'code'
  | 'name'
  | 'description'
  | 'maxTicketsPerSlot'
  | 'email'
  | 'instrumentButtonText'
  | 'phone'
  | 'tags'
  | 'enabled'
  | 'type'
  | 'type_id'
  | 'subtype'
  | 'subtype_id'
  | 'category'
  | 'urls'
  | 'partners'
  | 'partnerList'
>;

/** A new event's form: enabled, one ticket per slot. */
const BLANK: EventDraft = {
  code: '',
  name: '',
  description: '',
  maxTicketsPerSlot: 1,
  email: '',
  instrumentButtonText: '',
  phone: '',
  tags: [],
  enabled: true,
  type: '',
  type_id: '',
  subtype: '',
  subtype_id: '',
  category: '',
  urls: {},
  partners: false,
  partnerList: [],
};

/** The form's values for a stored event, or a new one. */
export const draftOf = (event?: Partial<MediaEvent>): EventDraft => valuesOf(event, BLANK);
