import { RecordRoute } from '../../../components/record/record-page';
import { CampaignPage } from './campaign-page';

/** The element of the campaign record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="campaign" render={(id) => <CampaignPage id={id} />} />;
