import { useEffect, useState } from 'react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { SHARE_MESSAGES } from '../../../../domain/reports/share-links';
import { FigureGroup, INTERACTION_SERIES, interactionTiles } from '../../../components/audience';
import { BarChart } from '../../../components/charts';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-error';
import { shareLinks, type SharedReport } from '../api/reports';

/** `/shared/{token}`: a shared report, read-only, without the shell and without signing in. */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const [report, setReport] = useState<SharedReport | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    shareLinks
      .read(token)
      .then(setReport, (e: unknown) =>
        setFailed(e instanceof ApiError && (e.status === 404 || e.status === 410) ? SHARE_MESSAGES.gone : 'The report could not be loaded.'),
      );
  }, [token]);

  if (failed)
    return (
      <Container size="sm" py="xl">
        <Text size="lg" data-testid="shared-gone">
          {failed}
        </Text>
      </Container>
    );
  if (!report) return <Spinner />;
  const s = report.statistics;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={2}>{report.name}</Title>
        <Text size="sm" c="dimmed">
          {report.kind === 'campaign' ? 'Campaign' : 'Venue'} report, shared read-only · interactions from {report.from} to {report.to} ({report.time_zone})
        </Text>
        <FigureGroup
          title="Audience Statistics"
          prefix="shared"
          tiles={interactionTiles({ total: s.totalInteractions, views: s.views, likes: s.likes, shares: s.shares })}
        />
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">
            Interactions per day
          </Text>
          <BarChart h={260} data={report.days} dataKey="day" series={INTERACTION_SERIES} withLegend />
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">
            Shares by channel
          </Text>
          <Group>
            {s.shareMetrics.map((m) => (
              <Text key={m.channel} size="sm">
                {m.channel}: {m.count}
              </Text>
            ))}
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
