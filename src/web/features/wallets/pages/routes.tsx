import { RecordRoute } from '../../../components/record/record-page';
import { WalletCreatePage } from './wallet-create-page';
import { WalletPage } from './wallet-page';

/** The element of the wallet record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="wallet" render={(id) => (id ? <WalletPage id={id} /> : <WalletCreatePage />)} />;
