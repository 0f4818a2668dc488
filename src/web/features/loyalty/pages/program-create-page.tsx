import { useQueryClient } from '@tanstack/react-query';
import { LOYALTY_CREATE_ROLE } from '../../../../domain/loyalty/program';
import { RecordFrame, useRecordFrame } from '../../../components/record/record-frame';
import { NotPermittedContent } from '../../../components/status-message';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { loyaltyKeys, saveProgram } from '../api/loyalty';
import { ProgramForm } from '../components/program-form';
import { emptyDraft, LOYALTY_TEXTS } from '../model/program-view';
import { useLoyaltyScope } from './use-loyalty-scope';

/** 'Create Loyalty' (docs/product/platform.md §2.6, admin): a new program of the workspace, then its page. */
export function ProgramCreatePage() {
  const where = useLoyaltyScope();
  usePageTitle(LOYALTY_TEXTS.createTitle);
  return (
    <RecordFrame title={LOYALTY_TEXTS.createTitle} closeTo={where.listPath}>
      {where.privilege < LOYALTY_CREATE_ROLE ? <NotPermittedContent /> : <CreateForm where={where} />}
    </RecordFrame>
  );
}

function CreateForm({ where }: { where: ReturnType<typeof useLoyaltyScope> }) {
  const frame = useRecordFrame();
  const queryClient = useQueryClient();
  return (
    <ProgramForm
      scope={where.scope}
      initial={emptyDraft()}
      readOnly={false}
      saveLabel="Save"
      onSave={async (draft) => {
        const program = await saveProgram(where.scope, draft);
        await queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
        notify.success(LOYALTY_TEXTS.created);
        frame.leave(`${where.listPath}/${encodeURIComponent(program.id)}`, { replace: true });
      }}
    />
  );
}
