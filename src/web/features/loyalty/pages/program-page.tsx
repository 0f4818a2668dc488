import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOYALTY_EDIT_ROLE } from '../../../../domain/loyalty/program';
import { LoadFailure } from '../../../components/record/load-failure';
import { RecordFrame } from '../../../components/record/record-frame';
import { PageLoader } from '../../../components/spinner';
import { NotFoundContent } from '../../../components/status-message';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { getProgram, getProgramFigures, loyaltyKeys, saveProgram } from '../api/loyalty';
import { ProgramFiguresView } from '../components/program-figures';
import { ProgramForm } from '../components/program-form';
import { draftOf, expiryText, LOYALTY_TEXTS } from '../model/program-view';
import { useLoyaltyScope } from './use-loyalty-scope';

/** A loyalty program: its figures, then its document (editable by the workspace's admins, read-only below). */
export function ProgramPage({ id }: { id: string }) {
  const where = useLoyaltyScope();
  const queryClient = useQueryClient();
  const load = useQuery({ queryKey: loyaltyKeys.detail(id), queryFn: () => getProgram(id, true), retry: false });
  const figures = useQuery({ queryKey: loyaltyKeys.figures(id), queryFn: () => getProgramFigures(id, true), retry: false });
  const program = load.data;
  usePageTitle(program?.name);
  if (load.error instanceof ApiError && load.error.status === 404) return <NotFoundContent />;
  const readOnly = where.privilege < LOYALTY_EDIT_ROLE;

  return (
    <RecordFrame title={program ? program.name : 'Loyalty program'} closeTo={where.listPath}>
      {load.isError ? (
        <LoadFailure error={load.error} />
      ) : !program ? (
        <PageLoader />
      ) : (
        <Stack gap="lg">
          <section aria-label="Figures">
            <Title order={2} size="h4" mb="xs">
              Figures
            </Title>
            {figures.isError ? <LoadFailure error={figures.error} /> : figures.data ? <ProgramFiguresView figures={figures.data} /> : <PageLoader />}
            <Text size="sm" c="dimmed" mt="xs">
              {expiryText(program.expiryDays)}.
            </Text>
          </section>
          <ProgramForm
            key={program.updatedOn}
            scope={where.scope}
            initial={draftOf(program)}
            readOnly={readOnly}
            saveLabel="Save"
            onSave={async (draft) => {
              const saved = await saveProgram(where.scope, { ...draft, id: program.id });
              queryClient.setQueryData(loyaltyKeys.detail(id), saved);
              await queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
              notify.success(LOYALTY_TEXTS.saved);
            }}
          />
        </Stack>
      )}
    </RecordFrame>
  );
}
