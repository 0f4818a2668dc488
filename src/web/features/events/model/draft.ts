import type { MediaEvent } from '../../../../domain/events/types';

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

/** The form's values for a stored event, or a new one (enabled, one ticket per slot). */
export function draftOf(event?: Partial<MediaEvent>): EventDraft {
  return {
    code: event?.code ?? '',
    name: event?.name ?? '',
    description: event?.description ?? '',
    maxTicketsPerSlot: event?.maxTicketsPerSlot ?? 1,
    email: event?.email ?? '',
    instrumentButtonText: event?.instrumentButtonText ?? '',
    phone: event?.phone ?? '',
    tags: event?.tags ?? [],
    enabled: event?.enabled ?? true,
    type: event?.type ?? '',
    type_id: event?.type_id ?? '',
    subtype: event?.subtype ?? '',
    subtype_id: event?.subtype_id ?? '',
    category: event?.category ?? '',
    urls: event?.urls ?? {},
    partners: event?.partners ?? false,
    partnerList: event?.partnerList ?? [],
  };
}
