import type { TextInputProps } from '@mantine/core';
import { lengthCounter, type LimitedField } from '../../../../domain/campaigns/fields';
import { CAMPAIGN_LIMITS, type ReportViewer } from '../../../../domain/campaigns/types';
import { boundFields } from '../../../components/fields';
import { ImageUpload } from '../../../components/image-upload';
import type { ImageBinding } from '../../../components/record/use-record-editor';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import { shownFields, type CampaignDraft } from '../model/draft';
import { CAMPAIGN_LABELS as LABELS } from '../model/labels';
import { ReportCampaignsPicker } from './report-campaigns-picker';
import { ReportViewersEditor } from './report-viewers-editor';

interface CampaignPrimaryFieldsProps {
  draft: CampaignDraft;
  onChange(patch: Partial<CampaignDraft>): void;
  /** The viewers change by update: a phone's look-up answers after later typing. */
  onViewers(update: (viewers: ReportViewer[]) => ReportViewer[]): void;
  editing: boolean;
  creating: boolean;
  errors: FormErrors<CampaignDraft>;
  aggregateId: string;
  campaignId: string;
  banner: ImageBinding;
  onTypeChange(change: TypeSelectorChange): void;
}

type TextName = 'code' | 'venueOwner' | 'phone' | 'email' | LimitedField;

const COUNTER_BELOW: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

// A limited field counts its characters under the input (docs/product/campaigns-venues-events.md §2.3).
const counted = (field: TextName, value: string) =>
  Object.hasOwn(CAMPAIGN_LIMITS, field)
    ? { maxLength: CAMPAIGN_LIMITS[field as LimitedField], description: lengthCounter(field as LimitedField, value), inputWrapperOrder: COUNTER_BELOW }
    : {};

/**
 * Primary details of a campaign (docs/product/campaigns-venues-events.md §2.3, §3.1): a Reports campaign swaps the
 * coupon fields for its report lists.
 */
export function CampaignPrimaryFields(props: CampaignPrimaryFieldsProps) {
  const { draft, onChange, editing, creating, errors } = props;
  const shown = shownFields(draft.type);
  const field = boundFields({ ...props, labels: LABELS });
  const text = (name: TextName, extra: object = {}) => shown.has(name) && field.text(name, { ...counted(name, draft[name]), ...extra });
  const check = (name: 'eventCampaign' | 'redirectCouponCampaign' | 'enabled', toggle = false) => shown.has(name) && field.check(name, { toggle });

  return (
    <>
      <TypeSelector family="campaign" creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />
      {/* Banner 16:9 (docs/product/campaigns-venues-events.md §2.3); stored as the campaign's `img`. */}
      <ImageUpload label="Banner" purpose="banner" editing={editing} {...props.banner} />
      <div />
      {text('code', { required: true })}
      {text('name', { required: true })}
      {text('campaignCaption')}
      {field.area('description', { ...counted('description', draft.description), style: { gridColumn: '1 / -1' } })}
      {text('venueOwner')}
      {text('phone', { type: 'tel' })}
      {text('email', { type: 'email' })}
      {check('eventCampaign')}
      {check('redirectCouponCampaign')}
      {check('enabled', true)}
      {shown.has('tags') && <TagsEditor label={LABELS.tags} value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />}
      {text('instrumentTitle')}
      {text('instrumentSubTitle')}
      {text('instrumentButtonText')}
      {text('campaignOfferLabel')}
      {text('campaignOfferDescritpion')}
      {shown.has('reportForCampaigns') && (
        <ReportCampaignsPicker
          aggregateId={props.aggregateId}
          selfId={props.campaignId}
          value={draft.reportForCampaigns}
          editing={editing}
          onChange={(reportForCampaigns) => onChange({ reportForCampaigns })}
        />
      )}
      {shown.has('reportViewers') && (
        <ReportViewersEditor value={draft.reportViewers} editing={editing} error={errors.reportViewers} onChange={props.onViewers} />
      )}
    </>
  );
}
