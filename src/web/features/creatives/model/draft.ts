import type { Creative } from '../../../../domain/creatives/types';

/** The fields of the creative page's form: its Primary details. */
export type CreativeDraft = Pick<Creative, 'code' | 'name'>;

export const draftOf = (creative?: Partial<Creative>): CreativeDraft => ({ code: creative?.code ?? '', name: creative?.name ?? '' });
