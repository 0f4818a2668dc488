import { CAMPAIGN_LIST_TEXTS } from '../../../../domain/campaigns/texts';
import { ApiError } from '../../../lib/api-error';

/** The status text of a failed read, or 'Unknown error' when the answer carried none. */
export function statusTextOf(error: unknown): string {
  return (error instanceof ApiError && error.statusText) || CAMPAIGN_LIST_TEXTS.unknownError;
}
