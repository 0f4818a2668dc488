import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { MOBILITY_MESSAGES as M } from '../../../../../domain/mobility/constants';
import { FARE_FILE_TYPE, FARE_MATRIX_FILE, fareMatrixTemplate, type FareProblem } from '../../../../../domain/mobility/fare-matrix';
import { ApiError, describeError } from '../../../../lib/api-error';
import { saveBlob } from '../../../../lib/download';
import { notify } from '../../../../lib/notify';
import { Spinner } from '../../../../components/spinner';
import { faresQuery, uploadFareMatrix } from '../../api/mobility';
import { isCsvFile, pageOf, sortPreview, type FarePreview } from '../../model/fare-preview';
import { readFareText } from '../../model/read-fare-file';
import { FareTable, FIRST_FARE_VIEW, type FareView } from './fare-table';

interface FareMatrixPanelProps {
  creativeId: string;
  routeId: string;
  /** The route is stored: its matrix can be uploaded (a new route is saved first). */
  stored: boolean;
  fareCount: number;
  /** The matrix was stored: its rows counted and its stops, for the trips and the map. */
  onUploaded(fareCount: number, stops: FarePreview['stops']): void;
}

/**
 * The route's fare matrix (docs/product/creatives-assets-signage.md §2.10, §5): the CSV structure downloaded as
 * fareMatrix.csv, a .csv file read in a web worker into a preview with its bad cells marked, the upload once it has
 * none, and the stored matrix's table.
 */
export function FareMatrixPanel({ creativeId, routeId, stored, fareCount, onUploaded }: FareMatrixPanelProps) {
  const [file, setFile] = useState<{ name: string; text: string; preview: FarePreview } | null>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<{ message: string; problems: FareProblem[]; problemCount: number } | null>(null);
  const [previewView, setPreviewView] = useState<FareView>(FIRST_FARE_VIEW);

  function downloadTemplate() {
    saveBlob(new Blob([fareMatrixTemplate()], { type: FARE_FILE_TYPE }), FARE_MATRIX_FILE);
    notify.success(M.templateDownloaded);
  }

  async function choose(chosen: File | null) {
    if (!chosen) return;
    if (!isCsvFile(chosen.name)) {
      notify.error(M.csvOnly);
      return;
    }
    setReading(true);
    setRefused(null);
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text, preview: await readFareText(text) });
      setPreviewView(FIRST_FARE_VIEW);
    } catch (e) {
      notify.error(describeError(e));
    } finally {
      setReading(false);
    }
  }

  // The refusal is shown in the panel with the problems the server found, not as a snackbar.
  const upload = useMutation({
    mutationFn: (chosen: NonNullable<typeof file>) => uploadFareMatrix(creativeId, routeId, chosen.text),
    onSuccess: (answer, chosen) => {
      notify.success(`Fare matrix uploaded: ${answer.fareCount} fares between ${answer.stopCount} stops.`);
      onUploaded(answer.fareCount, chosen.preview.stops);
      setFile(null);
    },
    onError: (e) => {
      const details = e instanceof ApiError ? (e.details as { problems?: FareProblem[]; problemCount?: number } | undefined) : undefined;
      setRefused({ message: describeError(e), problems: details?.problems ?? [], problemCount: details?.problemCount ?? 0 });
    },
  });

  const previewRows = useMemo(
    () => (file ? sortPreview(file.preview.rows, previewView.sort, previewView.order) : []),
    [file, previewView.sort, previewView.order],
  );
  const problems = file?.preview.problemCount ?? 0;

  return (
    <Stack gap="xs" data-testid="fare-matrix">
      <Title order={3} size="h5">
        Fare matrix
      </Title>
      <Text size="sm" c="dimmed">
        Download the CSV structure, fill one line per pair of stops (every cell has a value; fares with up to 2 decimals, the stage a whole number, the distance
        in km), keep the header unchanged, then choose the file and upload it.
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={downloadTemplate}>
          Download CSV format
        </Button>
        <FileButton accept=".csv,text/csv" onChange={(f) => void choose(f)}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconFileSpreadsheet size={14} />} loading={reading}>
              Choose CSV file
            </Button>
          )}
        </FileButton>
        {file && (
          <Button
            size="xs"
            leftSection={<IconUpload size={14} />}
            onClick={() => file && upload.mutate(file)}
            loading={upload.isPending}
            disabled={!stored || problems > 0}
          >
            Upload
          </Button>
        )}
      </Group>
      {file && (
        <>
          <Text size="sm">
            {file.name}: {file.preview.rows.length} lines
          </Text>
          {problems > 0 ? (
            <Alert color="red" data-testid="fare-problems">
              {problems === 1 ? '1 problem' : `${problems} problems`} in the file: correct the marked cells and choose it again.
              {file.preview.rows.length === 0 && file.preview.problems[0] && (
                <Text size="sm">
                  Line {file.preview.problems[0].line}: {file.preview.problems[0].message}
                </Text>
              )}
            </Alert>
          ) : (
            <Alert color="yellow" data-testid="fare-pending">
              {stored ? M.uploadPending : `${M.uploadPending} Save the route first.`}
            </Alert>
          )}
          {file.preview.rows.length > 0 && (
            <FareTable
              label="Fare matrix preview"
              rows={pageOf(previewRows, previewView.page, previewView.size).map((r) => ({ key: String(r.line), ...r }))}
              total={previewRows.length}
              view={previewView}
              onView={setPreviewView}
            />
          )}
        </>
      )}
      {refused && (
        <Alert color="red" title={refused.message} data-testid="fare-refused">
          <List size="sm">
            {refused.problems.map((p) => (
              <List.Item key={`${p.line}:${p.column}`}>
                Line {p.line}
                {p.column ? `, ${p.column}` : ''}: {p.message}
              </List.Item>
            ))}
          </List>
          {refused.problemCount > refused.problems.length && <Text size="sm">… {refused.problemCount - refused.problems.length} more</Text>}
        </Alert>
      )}
      {stored && fareCount > 0 && <StoredFares creativeId={creativeId} routeId={routeId} fareCount={fareCount} />}
    </Stack>
  );
}

/** The stored matrix, a page at a time from the server, sorted by the header clicked. */
export function StoredFares({ creativeId, routeId, fareCount }: { creativeId: string; routeId: string; fareCount: number }) {
  const [view, setView] = useState<FareView>(FIRST_FARE_VIEW);
  const fares = useQuery({
    ...faresQuery(creativeId, routeId, fareCount, { offset: (view.page - 1) * view.size, limit: view.size, sort: view.sort, order: view.order }),
    placeholderData: keepPreviousData,
  });
  if (fares.isPending) return <Spinner size="sm" />;
  if (fares.isError) return <Text c="red">{describeError(fares.error)}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Stored fare matrix
      </Text>
      <FareTable
        label="Stored fare matrix"
        rows={fares.data.rows.map((r) => ({ key: `${r.startStop}>${r.endStop}`, cells: r }))}
        total={fares.data.total}
        view={view}
        onView={setView}
      />
    </Stack>
  );
}
