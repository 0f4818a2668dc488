import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { ApiError, describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import type { FeedProblem } from '../../../../../domain/mobility/gtfs';
import { downloadGtfs, importGtfs, type GtfsImport } from '../../api/mobility';

const problemText = (p: FeedProblem) => `${p.file ? `${p.file}${p.line !== null ? `, line ${p.line}` : ''}: ` : ''}${p.message}`;
const routeCount = (n: number) => (n === 1 ? '1 route' : `${n} routes`);

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
 * Every import is a dry run first: a feed that leaves nothing out is then saved at once, one that does lists what it
 * leaves out and is saved only when the user accepts (docs/decisions/0136-gtfs-round-trip.md).
 */
export function GtfsPanel({ creativeId, mayImport, hasRoutes, onImported }: GtfsPanelProps) {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [failure, setFailure] = useState<{ message: string; problems: FeedProblem[]; problemCount: number } | null>(null);
  const [pending, setPending] = useState<{ file: File; preview: GtfsImport } | null>(null);
  // Emptied after each choice, so the same file chosen again (after Cancel, or once corrected) is read again.
  const resetChooser = useRef<() => void>(null);

  async function run(kind: 'export' | 'import', work: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    setPending(null);
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
  const save = async (file: File, mode: 'acceptWarnings' | null) => {
    const { routes } = await importGtfs(creativeId, file, mode);
    notify.success(`Imported ${routeCount(routes.length)} from ${file.name}.`);
    onImported();
  };
  const importFeed = (file: File | null) =>
    file &&
    run('import', async () => {
      const preview = await importGtfs(creativeId, file, 'dryRun');
      if (preview.warningCount === 0) await save(file, null);
      else setPending({ file, preview });
    });
  const accept = (file: File) => run('import', () => save(file, 'acceptWarnings'));

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
          <FileButton
            resetRef={resetChooser}
            accept=".zip,application/zip"
            onChange={(f) => {
              resetChooser.current?.();
              void importFeed(f);
            }}
          >
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
              <List.Item key={i}>{problemText(p)}</List.Item>
            ))}
          </List>
          {failure.problemCount > failure.problems.length && <Text size="sm">… {failure.problemCount - failure.problems.length} more</Text>}
        </Alert>
      )}
      {pending && (
        <Alert
          color="yellow"
          mt="xs"
          title={`${pending.file.name} holds what a route cannot: importing ${routeCount(pending.preview.routes.length)} leaves out`}
          data-testid="gtfs-warnings"
        >
          <List size="sm">
            {pending.preview.warnings.map((w, i) => (
              <List.Item key={i}>{problemText(w)}</List.Item>
            ))}
          </List>
          {pending.preview.warningCount > pending.preview.warnings.length && (
            <Text size="sm">… {pending.preview.warningCount - pending.preview.warnings.length} more</Text>
          )}
          <Text size="sm" mt="xs">
            Nothing is saved until you import without them.
          </Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" color="yellow" onClick={() => void accept(pending.file)}>
              Import without them
            </Button>
            <Button size="xs" variant="default" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}
