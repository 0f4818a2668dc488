import { mediaQuery } from '../../../lib/media-query';

export interface Reading {
  peopleCount: number;
  deviceTS: string;
  receivedTS: string;
  imageURL?: string | null;
}

const DOCUMENT = `query DeviceDashboard($id: ID!) {
  latest: timeDBByDeviceId(device_id: $id) { peopleCount deviceTS receivedTS imageURL }
  series: timeDBEntriesForPeriod(device_id: $id) { peopleCount deviceTS receivedTS }
}`;

export const deviceDashboardKey = (deviceId: string) => ['device-dashboard', deviceId] as const;

/** The device's latest reading and its last 24 hours of readings (docs/api.md, device readings). */
export function getDeviceDashboard(deviceId: string): Promise<{ latest: Reading | null; series: Reading[] }> {
  return mediaQuery<{ latest: Reading | null; series: Reading[] }>(DOCUMENT, { id: deviceId });
}
