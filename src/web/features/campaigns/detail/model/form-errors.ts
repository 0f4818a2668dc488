import { campaignFieldErrors } from '../../../../../domain/campaigns/fields';
import { viewersProblem } from '../../../../../domain/campaigns/report-viewers';
import { shownFields, type CampaignDraft } from './draft';

export type CampaignErrors = Partial<Record<keyof CampaignDraft, string>>;

/** The form's problems: the field rules, and a viewer phone that is not 10 digits (the first one). */
export function formErrors(draft: CampaignDraft): CampaignErrors {
  const errors: CampaignErrors = campaignFieldErrors(draft);
  if (shownFields(draft.type).has('reportViewers')) {
    const viewer = viewersProblem(draft.reportViewers);
    if (viewer) errors.reportViewers = `Viewer ${viewer.index + 1}: ${viewer.message}`;
  }
  return errors;
}
