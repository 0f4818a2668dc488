import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { ApiError, describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { downloadGtfs, importGtfs } from '../../api/mobility';

interface FeedProblem {
  file: string;
  line: number | null;
  message: string;
}

interface GtfsPanelProps {
  creativeId: string;
  /** Import is an edit: only in the section's edit mode, for those who may edit. */
  mayImport: boolean;
  hasRoutes: boolean;
  onImported(): void;
}

/**
 * The creative's routes as a GTFS feed (docs/api.md "Mobility"): Export downloads the zip, or shows why the routes
 * cannot make a valid feed (a stop without a place …); Import adds a feed's routes, or lists its problems by file and line.
 */
export function GtfsPanel({ creativeId, mayImport, hasRoutes, onImported }: GtfsPanelProps) {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [failure, setFailure] = useState<{ message: string; problems: FeedProblem[]; problemCount: number } | null>(null);

  async function run(kind: 'export' | 'import', work: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      const details = e instanceof ApiError ? (e.details as { problems?: unknown[]; problemCount?: number } | undefined) : undefined;
      // An export's refusal lists its problems as sentences; an import's as {file, line, message}.
      const problems = (details?.problems ?? []).flatMap((p): FeedProblem[] =>
        typeof p === 'string' ? [{ file: '', line: null, message: p }] : typeof p === 'object' && p !== null && 'message' in p ? [p as FeedProblem] : [],
      );
      setFailure({ message: describeError(e), problems, problemCount: details?.problemCount ?? problems.length });
    } finally {
      setBusy(null);
    }
  }

  const exportFeed = () =>
    run('export', async () => {
      const name = await downloadGtfs(creativeId);
      notify.success(`Downloaded ${name}.`);
    });
  const importFeed = (file: File | null) =>
    file &&
    run('import', async () => {
      const { routes } = await importGtfs(creativeId, file);
      notify.success(`Imported ${routes.length === 1 ? '1 route' : `${routes.length} routes`} from ${file.name}.`);
      onImported();
    });

  return (
    <div data-testid="gtfs">
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileExport size={14} />}
          loading={busy === 'export'}
          disabled={!hasRoutes}
          onClick={() => void exportFeed()}
        >
          Export GTFS
        </Button>
        {mayImport && (
          <FileButton accept=".zip,application/zip" onChange={(f) => void importFeed(f)}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconFileImport size={14} />} loading={busy === 'import'}>
                Import GTFS
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {failure && (
        <Alert color="red" mt="xs" title={failure.message} data-testid="gtfs-problems" withCloseButton onClose={() => setFailure(null)}>
          <List size="sm">
            {failure.problems.map((p, i) => (
              <List.Item key={i}>
                {p.file ? `${p.file}${p.line !== null ? `, line ${p.line}` : ''}: ` : ''}
                {p.message}
              </List.Item>
            ))}
          </List>
          {failure.problemCount > failure.problems.length && <Text size="sm">… {failure.problemCount - failure.problems.length} more</Text>}
        </Alert>
      )}
    </div>
  );
}
