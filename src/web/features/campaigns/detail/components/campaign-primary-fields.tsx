import { Checkbox, Switch, Textarea, TextInput } from '@mantine/core';
import { lengthCounter, type LimitedField } from '../../../../../domain/campaigns/fields';
import { CAMPAIGN_LIMITS, type ReportViewer } from '../../../../../domain/campaigns/types';
import { ImageUpload, type ImageSlot } from '../../../../components/image-upload';
import { TagsEditor } from '../../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../../components/type-selector';
import { shownFields, type CampaignDraft } from '../model/draft';
import { ReportCampaignsPicker } from './report-campaigns-picker';
import { ReportViewersEditor } from './report-viewers-editor';

interface CampaignPrimaryFieldsProps {
  draft: CampaignDraft;
  onChange(patch: Partial<CampaignDraft>): void;
  onViewers(update: (viewers: ReportViewer[]) => ReportViewer[]): void;
  editing: boolean;
  creating: boolean;
  errors: Partial<Record<keyof CampaignDraft, string>>;
  aggregateId: string;
  campaignId: string;
  banner: ImageSlot;
  bannerSource: string;
  onBanner(slot: ImageSlot): void;
  onTypeChange(change: TypeSelectorChange): void;
}

type TextField = 'code' | 'venueOwner' | 'phone' | 'email' | LimitedField;

/** Primary details of a campaign (spec 02 §2.3, §3.1): a Reports campaign swaps the coupon fields for its report lists. */
export function CampaignPrimaryFields(props: CampaignPrimaryFieldsProps) {
  const { draft, onChange, editing, creating, errors } = props;
  const ro = !editing;
  const shown = shownFields(draft.type);
  const text = (field: TextField, label: string, extra: object = {}) => {
    const limit = (CAMPAIGN_LIMITS as Record<string, number>)[field];
    return (
      <TextInput
        key={field}
        label={label}
        value={draft[field]}
        readOnly={ro}
        maxLength={limit}
        description={limit ? lengthCounter(field as LimitedField, draft[field]) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors[field]}
        onChange={(e) => onChange({ [field]: e.currentTarget.value })}
        {...extra}
      />
    );
  };
  const check = (field: 'eventCampaign' | 'redirectCouponCampaign', label: string) =>
    shown.has(field) && (
      <Checkbox key={field} label={label} checked={draft[field]} disabled={ro} mt="xl" onChange={(e) => onChange({ [field]: e.currentTarget.checked })} />
    );
  const coupon = (field: LimitedField, label: string) => shown.has(field) && text(field, label);

  return (
    <>
      <TypeSelector family="campaign" creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />
      {/* Banner 16:9 (spec 02 §2.3); stored as the campaign's `img`. */}
      <ImageUpload label="Banner" purpose="banner" source={props.bannerSource} editing={editing} slot={props.banner} onSlotChange={props.onBanner} />
      <div />
      {text('code', 'Code', { required: true })}
      {text('name', 'Name', { required: true })}
      {text('campaignCaption', 'Caption')}
      <Textarea
        label="Description"
        value={draft.description}
        readOnly={ro}
        autosize
        minRows={2}
        maxLength={CAMPAIGN_LIMITS.description}
        description={lengthCounter('description', draft.description)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errors.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        style={{ gridColumn: '1 / -1' }}
      />
      {text('venueOwner', 'Venue owner')}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('email', 'eMail', { type: 'email' })}
      {check('eventCampaign', 'Event campaign')}
      {check('redirectCouponCampaign', 'Redirect coupon campaign')}
      {shown.has('enabled') && (
        <Switch label="Enabled" checked={draft.enabled} disabled={ro} mt="xl" onChange={(e) => onChange({ enabled: e.currentTarget.checked })} />
      )}
      {shown.has('tags') && <TagsEditor label="Tags" value={draft.tags} editing={!ro} onChange={(tags) => onChange({ tags })} />}
      {coupon('instrumentTitle', 'Coupon title')}
      {coupon('instrumentSubTitle', 'Coupon subtitle')}
      {coupon('instrumentButtonText', 'Coupon button text')}
      {coupon('campaignOfferLabel', 'Offer label')}
      {coupon('campaignOfferDescritpion', 'Offer description')}
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
