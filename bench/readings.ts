// Device readings ingestion (docs/performance.md): batches of 500 readings posted by one demo device.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export const READINGS_PER_BATCH = 500;

/**
 * Gives the demo tenant's first device a known ingestion secret, written as the media-items module
 * stores it (SHA-256 in `device_secrets`), and answers its `authorization` header.
 */
export async function deviceAuthorization(dbUrl: string): Promise<{ deviceId: string; authorization: string }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select m.tenant_id, m.id from media_items m join tenants t on t.id = m.tenant_id where t.key = 'demo' and m.kind = 'device' order by m.id limit 1`,
    );
    const [device] = rows;
    if (!device) throw new Error('the demo seed has no device');
    const secret = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(secret).digest('hex');
    await client.query(
      `insert into device_secrets (tenant_id, device_id, secret_hash) values ($1, $2, $3)
       on conflict (tenant_id, device_id) do update set secret_hash = excluded.secret_hash`,
      [device.tenant_id, device.id, hash],
    );
    return { deviceId: device.id, authorization: `Device ${device.id}.${secret}` };
  } finally {
    await client.end();
  }
}

/** One request body: 500 readings a second apart, the way a counter uploads a backlog. */
export function readingsBatch(now = Date.now()): string {
  return JSON.stringify(
    Array.from({ length: READINGS_PER_BATCH }, (_, i) => ({
      peopleCount: i % 40,
      femaleCount: i % 17,
      maleCount: i % 23,
      deviceTS: new Date(now - (READINGS_PER_BATCH - i) * 1000).toISOString(),
      imageURL: i % 50 === 0 ? `https://images.example/frames/${i}.jpg` : undefined,
    })),
  );
}

/** Rows stored for the device, to check that every accepted reading was written. */
export async function storedReadings(dbUrl: string, deviceId: string): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from device_readings where device_id = $1', [deviceId]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}
