import type { Creative } from '../../../../domain/creatives/types';
import { valuesOf } from '../../../lib/record/draft';

/** The fields of the creative page's form: its Primary details. */
export type CreativeDraft = Pick<Creative, 'code' | 'name'>;

export const draftOf = (creative?: Partial<Creative>): CreativeDraft => valuesOf(creative, { code: '', name: '' });
