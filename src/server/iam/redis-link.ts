import { createClient } from '@redis/client';

export type RedisClient = ReturnType<typeof newRedisClient>;

/** How long a starting server waits for Redis before it counts on its own (until Redis answers). */
const CONNECT_WAIT_MS = 2000;
/** How long one command may take before the caller counts on its own: a sign-in never waits on a hung Redis. */
export const COMMAND_TIMEOUT_MS = 1000;

function newRedisClient(url: string) {
  return createClient({
    url,
    // A command fails at once while the connection is down (the caller then counts locally), and
    // within a second when Redis hangs, so a sign-in never waits on it.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_WAIT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
}

/**
 * The Redis connection that the sign-in limits and the password proofs share (REDIS_URL), and what this
 * server says when Redis stops answering: one warning per outage, not one per request. Whoever falls back
 * to memory calls `trouble`; a reconnect or an answered command re-arms the warning.
 */
export class RedisLink {
  private troubled = false;

  constructor(
    readonly client: RedisClient,
    readonly keyPrefix: string,
    private warn: (message: string) => void,
  ) {}

  trouble(error: Error): void {
    if (this.troubled) return;
    this.troubled = true;
    this.warn(`Redis does not answer (${error.message}): sign-in limits and password proofs are kept on this server until it does`);
  }

  answered(): void {
    this.troubled = false;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** Connects to `url`, waiting at most CONNECT_WAIT_MS: a server starts even while Redis is away. */
export async function openRedisLink(url: string, keyPrefix: string, warn: (message: string) => void): Promise<RedisLink> {
  const client = newRedisClient(url);
  const link = new RedisLink(client, keyPrefix, warn);
  // Errors the client reports (a lost connection) warn at once, before any command meets them.
  client.on('error', (error: Error) => link.trouble(error));
  client.on('ready', () => link.answered());
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.connect().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return link;
}
