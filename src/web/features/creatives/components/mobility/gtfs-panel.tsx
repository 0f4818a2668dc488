import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import type { FeedProblem } from '../../../../../domain/mobility/gtfs';
import { downloadGtfs, importGtfs, type GtfsImport } from '../../api/mobility';

const problemText = (p: FeedProblem) => `${p.file ? `${p.file}${p.line !== null ? `, line ${p.line}` : ''}: ` : ''}${p.message}`;
const routeCount = (n: number) => (n === 1 ? '1 route' : `${n} routes`);

/** A refused export or import: its message and problems (an export's as sentences, an import's as {file, line, message}). */
function failureOf(e: Error): { message: string; problems: FeedProblem[]; problemCount: number } {
  const details = e instanceof ApiError ? (e.details as { problems?: unknown[]; problemCount?: number } | undefined) : undefined;
  const problems = (details?.problems ?? []).flatMap((p): FeedProblem[] =>
    typeof p === 'string' ? [{ file: '', line: null, message: p }] : typeof p === 'object' && p !== null && 'message' in p ? [p as FeedProblem] : [],
  );
  return { message: describeError(e), problems, problemCount: details?.problemCount ?? problems.length };
}

/** Export the feed; import a file (a dry run first, unless its warnings were accepted). */
type FeedStep = { kind: 'export' } | { kind: 'import'; file: File; accepted: boolean };

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
  const [pending, setPending] = useState<{ file: File; preview: GtfsImport } | null>(null);
  // Emptied after each choice, so the same file chosen again (after Cancel, or once corrected) is read again.
  const resetChooser = useRef<() => void>(null);

  // One step at a time; its refusal stands below the buttons until the next step or its close button.
  const feed = useMutation({
    mutationFn: async (step: FeedStep) => {
      if (step.kind === 'export') return void notify.success(`Downloaded ${await downloadGtfs(creativeId)}.`);
      const { file } = step;
      if (!step.accepted) {
        const preview = await importGtfs(creativeId, file, 'dryRun');
        if (preview.warningCount > 0) return setPending({ file, preview });
      }
      const { routes } = await importGtfs(creativeId, file, step.accepted ? 'acceptWarnings' : null);
      notify.success(`Imported ${routeCount(routes.length)} from ${file.name}.`);
      onImported();
    },
    onMutate: () => setPending(null),
  });
  const busy = feed.isPending ? feed.variables.kind : null;
  const failure = feed.isError ? failureOf(feed.error) : null;
  const importFeed = (file: File | null) => file && feed.mutate({ kind: 'import', file, accepted: false });

  return (
    <div data-testid="gtfs">
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileExport size={14} />}
          loading={busy === 'export'}
          disabled={!hasRoutes}
          onClick={() => feed.mutate({ kind: 'export' })}
        >
          Export GTFS
        </Button>
        {mayImport && (
          <FileButton
            resetRef={resetChooser}
            accept=".zip,application/zip"
            onChange={(f) => {
              resetChooser.current?.();
              importFeed(f);
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
        <Alert color="red" mt="xs" title={failure.message} data-testid="gtfs-problems" withCloseButton onClose={() => feed.reset()}>
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
            <Button size="xs" color="yellow" onClick={() => feed.mutate({ kind: 'import', file: pending.file, accepted: true })}>
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
