import { campaignFieldErrors } from '../../../../domain/campaigns/fields';
import { viewersProblem } from '../../../../domain/campaigns/report-viewers';
import { CAMPAIGN_LIST_TEXTS } from '../../../../domain/campaigns/texts';
import { CAMPAIGN_MESSAGES } from '../../../../domain/campaigns/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import { ApiError } from '../../../lib/api-error';
import type { FormErrors } from '../../../lib/record/draft';
import { shownFields, type CampaignDraft } from './draft';

/** docs/product/campaigns-venues-events.md §8: a campaign's saves, its schedules' too. */
export const SAVE_MESSAGES = {
  noChanges: ITEM_MESSAGES.noChanges,
  progress: CAMPAIGN_MESSAGES.saving,
  saved: CAMPAIGN_MESSAGES.created,
  sectionSaved: { schedules: CAMPAIGN_MESSAGES.scheduleSaved },
};

/**
 * docs/product/campaigns-venues-events.md §8: the campaign is stored but its images are not: the user is asked to
 * finish them.
 */
export const CREATED_WITHOUT_IMAGES =
  'The media campaign has been created and saved, but its banner could not be stored. Please update the creative images and attach them.';

/**
 * The form's problems (docs/product/campaigns-venues-events.md §5), shown as the user types: the field rules, and a
 * viewer phone that is not 10 digits (the first one) on a Reports campaign.
 */
export function formErrors(draft: CampaignDraft): FormErrors<CampaignDraft> {
  const errors: FormErrors<CampaignDraft> = campaignFieldErrors(draft);
  if (shownFields(draft.type).has('reportViewers')) {
    const viewer = viewersProblem(draft.reportViewers);
    if (viewer) errors.reportViewers = `Viewer ${viewer.index + 1}: ${viewer.message}`;
  }
  return errors;
}

/** The list's Network error overlay: the status text of a failed read, or 'Unknown error' when the answer carried none. */
export function statusTextOf(error: unknown): string {
  return (error instanceof ApiError && error.statusText) || CAMPAIGN_LIST_TEXTS.unknownError;
}
