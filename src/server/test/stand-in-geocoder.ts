import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../clock.js';

/** What the stand-in answers a request: a status and JSON body, or 'hang' to never answer in time. */
export type GeocoderReply = { status: number; body: unknown } | 'hang';

export interface StandInGeocoder {
  url: string;
  /** Each request's path, query and the clock's time when it arrived. */
  calls: { path: string; query: URLSearchParams; at: number }[];
  close(): Promise<void>;
}

/** A Nominatim stand-in on 127.0.0.1 (the tests have no internet), answering each request with `reply`. */
export async function startStandInGeocoder(clock: Clock, reply: (path: string, query: URLSearchParams) => GeocoderReply): Promise<StandInGeocoder> {
  const calls: StandInGeocoder['calls'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push({ path: url.pathname, query: url.searchParams, at: clock.now() });
    const answer = reply(url.pathname, url.searchParams);
    if (answer === 'hang') return void setTimeout(() => res.end('{}'), 2000);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
