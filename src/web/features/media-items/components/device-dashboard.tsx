import { useEffect, useState } from 'react';
import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel, isServerError } from '../../../components/error-panel';
import { LineChart } from '../../../components/charts';
import { Spinner } from '../../../components/spinner';
import { deviceDashboardKey, getDeviceDashboard } from '../api/get-device-readings';

/** docs/product/creatives-assets-signage.md §9: the dashboard refreshes every 60 seconds. */
export const DASHBOARD_REFRESH_SECONDS = 60;
export const NO_MESSAGES_TEXT = 'Not Yet Received Any Messages';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

/**
 * Dashboard (docs/product/creatives-assets-signage.md §2.12): last image, latest count and time, a refresh countdown,
 * people count over time.
 */
export function DeviceDashboard({ deviceId }: { deviceId: string }) {
  const dashboard = useQuery({ queryKey: deviceDashboardKey(deviceId), queryFn: () => getDeviceDashboard(deviceId), retry: false });
  const [left, setLeft] = useState(DASHBOARD_REFRESH_SECONDS);
  const { refetch } = dashboard;
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0) return;
    setLeft(DASHBOARD_REFRESH_SECONDS);
    void refetch();
  }, [left, refetch]);
  const refreshNow = () => {
    setLeft(DASHBOARD_REFRESH_SECONDS);
    void refetch();
  };

  if (dashboard.isError)
    return isServerError(dashboard.error) ? <ErrorPanel error={dashboard.error} /> : <Text c="red">{String(dashboard.error.message)}</Text>;
  if (!dashboard.data) return <Spinner />;
  const { latest, series } = dashboard.data;
  const points = series.map((r) => ({ time: new Date(r.deviceTS).toLocaleTimeString('en-GB'), 'People count': r.peopleCount }));
  return (
    <Stack gap="sm" style={{ gridColumn: '1 / -1' }} data-testid="device-dashboard">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="dashboard-countdown">
          Refreshing in {left} s
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={refreshNow} loading={dashboard.isFetching}>
          Refresh now
        </Button>
      </Group>
      {latest ? (
        <Group align="flex-start" grow>
          <Card withBorder>
            <Text size="sm" c="dimmed">
              People count
            </Text>
            <Text size="xl" fw={700} data-testid="latest-people-count">
              {latest.peopleCount}
            </Text>
            <Text size="sm" data-testid="latest-received">
              Received {when(latest.receivedTS)}
            </Text>
          </Card>
          {latest.imageURL ? (
            <Image src={latest.imageURL} alt="Last activity" mah={200} fit="contain" />
          ) : (
            <Text c="dimmed">The last message carried no image.</Text>
          )}
        </Group>
      ) : (
        <Text data-testid="no-messages">{NO_MESSAGES_TEXT}</Text>
      )}
      {points.length > 0 && (
        <LineChart h={220} data={points} dataKey="time" series={[{ name: 'People count', color: 'blue.6' }]} withDots={points.length < 50} />
      )}
    </Stack>
  );
}
