import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenStore } from './api-client';
import { ApiError, describeError } from './api-error';
import type { TokenResponse } from '../../domain/iam/oauth';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
type Reply = { status: number; body?: unknown; statusText?: string };

const CONFIG = { apiKey: 'key-1', clientId: 'console', clientSecret: 'secret', environment: 'test' };

function setup(route: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const state = { access: 'a1' as string | undefined, refresh: 'r1' as string | undefined, failed: 0 };
  const tokens: TokenStore = {
    accessToken: () => state.access,
    refreshToken: () => state.refresh,
    saveTokens: (t: TokenResponse) => {
      state.access = t.access_token;
      state.refresh = t.refresh_token;
    },
    refreshFailed: () => {
      state.failed += 1;
    },
  };
  const fetch = async (url: string, init?: RequestInit) => {
    const call: Call = { url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body as string | undefined };
    calls.push(call);
    const reply = url === '/console-config.json' ? { status: 200, body: CONFIG } : await route(call);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, statusText: reply.statusText ?? '' });
  };
  const api = createApiClient({ fetch, tokens });
  const apiCalls = () => calls.filter((c) => c.url !== '/console-config.json');
  return { api, calls, apiCalls, state };
}

describe('api client headers', () => {
  it('loads the console config once and sends the api key and bearer token', async () => {
    const { api, calls } = setup(() => ({ status: 200, body: { ok: 1 } }));
    await api.get('/api/1.0/a');
    await api.get('/api/1.0/b');
    expect(calls.filter((c) => c.url === '/console-config.json')).toHaveLength(1);
    const call = calls.find((c) => c.url === '/api/1.0/a')!;
    expect(call.headers['x-api-key']).toBe('key-1');
    expect(call.headers.authorization).toBe('Bearer a1');
  });

  it('sends the api key but no bearer token on /iam calls, and neither on other paths', async () => {
    const { api, apiCalls } = setup(() => ({ status: 200, body: {} }));
    await api.postForm('/iam/oauth/token', { grant_type: 'password' });
    await api.get('/health');
    const [iam, health] = apiCalls();
    expect(iam.headers['x-api-key']).toBe('key-1');
    expect(iam.headers.authorization).toBeUndefined();
    expect(iam.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(iam.body).toBe('grant_type=password');
    expect(health.headers['x-api-key']).toBeUndefined();
  });

  it('leaves the bearer token out when the call is public', async () => {
    const { api, apiCalls } = setup(() => ({ status: 200, body: {} }));
    await api.get('/api/1.0/tenants/demo', { auth: false });
    expect(apiCalls()[0].headers.authorization).toBeUndefined();
  });
});

/** A gate the fake server's answers wait at, so reads stay on their way until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('api client reads', () => {
  let env: ReturnType<typeof setup>;
  let n = 0;
  let held = gate();
  beforeEach(() => {
    n = 0;
    held = gate();
    held.open();
    env = setup(async (c) => {
      const reply = { status: 200, body: c.method === 'GET' ? { n: ++n } : { saved: true } };
      await held.opened;
      return reply;
    });
  });
  const hold = () => {
    held = gate();
  };
  const gets = () => env.apiCalls().filter((c) => c.method === 'GET');

  it('sends a repeated GET again once the first has settled: no answer is kept', async () => {
    expect(await env.api.get('/api/1.0/x')).toEqual({ n: 1 });
    expect(await env.api.get('/api/1.0/x')).toEqual({ n: 2 });
    expect(gets()).toHaveLength(2);
  });

  it('shares one request between identical GETs made while it is on its way', async () => {
    hold();
    const reads = [env.api.get('/api/1.0/x'), env.api.get('/api/1.0/x'), env.api.get('/api/1.0/x')];
    held.open();
    expect(await Promise.all(reads)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(gets()).toHaveLength(1);
  });

  it('shares nothing between other URLs, nor between a public read and a signed-in one', async () => {
    hold();
    const reads = [env.api.get('/api/1.0/x'), env.api.get('/api/1.0/y'), env.api.get('/api/1.0/x', { auth: false })];
    held.open();
    await Promise.all(reads);
    expect(gets()).toHaveLength(3);
  });

  it('forgets a failed read: the next one is sent again', async () => {
    let fail = true;
    const failing = setup(() => (fail ? { status: 500 } : { status: 200, body: { ok: true } }));
    await expect(failing.api.get('/api/1.0/x')).rejects.toMatchObject({ status: 500 });
    fail = false;
    expect(await failing.api.get('/api/1.0/x')).toEqual({ ok: true });
    expect(failing.apiCalls()).toHaveLength(2);
  });

  it('sends a reset read on its own with header reset; identical reads made meanwhile join it', async () => {
    hold();
    const plain = env.api.get('/api/1.0/x');
    const fresh = env.api.get('/api/1.0/x', { reset: true });
    const after = env.api.get('/api/1.0/x');
    held.open();
    expect(await Promise.all([plain, fresh, after])).toEqual([{ n: 1 }, { n: 2 }, { n: 2 }]);
    expect(gets().map((c) => c.headers.reset)).toEqual([undefined, 'true']);
  });

  it("ends the sharing of the path's other reads on its way when a reset read starts (a list's later pages)", async () => {
    hold();
    const later = env.api.get('/api/2.0/media-campaigns?offset=50');
    const other = env.api.get('/api/2.0/events?offset=0');
    const fresh = env.api.get('/api/2.0/media-campaigns?offset=0', { reset: true });
    const laterAgain = env.api.get('/api/2.0/media-campaigns?offset=50');
    const otherAgain = env.api.get('/api/2.0/events?offset=0');
    held.open();
    await Promise.all([later, other, fresh]);
    expect(await laterAgain).toEqual({ n: 4 });
    expect(await otherAgain).toEqual({ n: 2 });
    expect(gets()).toHaveLength(4);
  });

  it('ends the sharing of reads begun before a write or while it ran', async () => {
    for (const write of [() => env.api.post('/api/1.0/y', {}), () => env.api.put('/api/1.0/y', {}), () => env.api.del('/api/1.0/y')]) {
      hold();
      const before = env.api.get<{ n: number }>('/api/1.0/x');
      const written = write();
      const during = env.api.get<{ n: number }>('/api/1.0/x');
      held.open();
      await written;
      const after = env.api.get<{ n: number }>('/api/1.0/x');
      const [b, d, a] = await Promise.all([before, during, after]);
      expect(new Set([b.n, d.n, a.n]).size).toBe(3);
    }
    expect(gets()).toHaveLength(9);
  });

  it('keeps sharing across a POST that only reads', async () => {
    hold();
    const first = env.api.get('/api/1.0/x');
    const query = env.api.post('/api/1.0/media-query', { query: '{ a }' }, { readOnly: true });
    const second = env.api.get('/api/1.0/x');
    held.open();
    await query;
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(gets()).toHaveLength(1);
  });

  it('shares no read across sign-ins', async () => {
    hold();
    const first = env.api.get('/api/1.0/x');
    env.state.access = 'other-user';
    const second = env.api.get('/api/1.0/x');
    held.open();
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(gets()).toHaveLength(2);
  });

  it('shares no read with headers of its own, nor one asked not to share', async () => {
    hold();
    const reads = [
      env.api.get('/iam/oidc/userinfo'),
      env.api.get('/iam/oidc/userinfo', { headers: { authorization: 'Bearer new' } }),
      env.api.get('/iam/oidc/userinfo', { share: false }),
    ];
    held.open();
    expect(await Promise.all(reads)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('hands each caller its own copy of a shared answer', async () => {
    hold();
    const reads = [env.api.get<{ n: number }>('/api/1.0/x'), env.api.get<{ n: number }>('/api/1.0/x')];
    held.open();
    const [first, second] = await Promise.all(reads);
    first.n = 99;
    expect(second).toEqual({ n: 1 });
  });
});

describe('api client refresh', () => {
  it('refreshes once on 401 and retries with the new token', async () => {
    const env = setup((c) => {
      if (c.url === '/iam/oauth/token') return { status: 200, body: { access_token: 'a2', refresh_token: 'r2' } };
      return c.headers.authorization === 'Bearer a2' ? { status: 200, body: { ok: true } } : { status: 401, body: { error: 'Unauthorized' } };
    });
    expect(await env.api.get('/api/1.0/x')).toEqual({ ok: true });
    const refresh = env.apiCalls().find((c) => c.url === '/iam/oauth/token')!;
    expect(new URLSearchParams(refresh.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(refresh.body).get('refresh_token')).toBe('r1');
    expect(new URLSearchParams(refresh.body).get('client_secret')).toBe('secret');
    expect(env.state.access).toBe('a2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const env = setup((c) => {
      if (c.url === '/iam/oauth/token') return { status: 200, body: { access_token: 'a2', refresh_token: 'r2' } };
      return c.headers.authorization === 'Bearer a2' ? { status: 200, body: {} } : { status: 401 };
    });
    await Promise.all([env.api.get('/api/1.0/x'), env.api.get('/api/1.0/y'), env.api.get('/api/1.0/z')]);
    expect(env.apiCalls().filter((c) => c.url === '/iam/oauth/token')).toHaveLength(1);
  });

  it('gives up after one refresh and one retry', async () => {
    const env = setup((c) => (c.url === '/iam/oauth/token' ? { status: 200, body: { access_token: 'a2', refresh_token: 'r2' } } : { status: 401 }));
    await expect(env.api.get('/api/1.0/x')).rejects.toMatchObject({ status: 401 });
    expect(env.apiCalls().map((c) => c.url)).toEqual(['/api/1.0/x', '/iam/oauth/token', '/api/1.0/x']);
  });

  it('reports a refused refresh and returns the 401', async () => {
    const env = setup((c) =>
      c.url === '/iam/oauth/token' ? { status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } } : { status: 401 },
    );
    await expect(env.api.get('/api/1.0/x')).rejects.toBeInstanceOf(ApiError);
    expect(env.state.failed).toBe(1);
    expect(env.apiCalls()).toHaveLength(2);
  });

  it('does not refresh without a refresh token', async () => {
    const env = setup(() => ({ status: 401 }));
    env.state.refresh = undefined;
    await expect(env.api.get('/api/1.0/x')).rejects.toMatchObject({ status: 401 });
    expect(env.apiCalls()).toHaveLength(1);
  });
});

describe('ApiError', () => {
  it('carries the Fastify error shape', async () => {
    const env = setup(() => ({ status: 400, statusText: 'Bad Request', body: { statusCode: 400, error: 'Bad Request', message: 'bad', details: [1] } }));
    const e = (await env.api.get('/api/1.0/x').catch((x: unknown) => x)) as ApiError;
    expect(e).toMatchObject({ status: 400, statusText: 'Bad Request', error: 'Bad Request', message: 'bad', details: [1] });
  });

  it('carries the OAuth error shape and describes it by error_description first', async () => {
    const env = setup(() => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid username or password' } }));
    const e = await env.api.postForm('/iam/oauth/token', {}).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 400, error: 'invalid_grant', error_description: 'Invalid username or password' });
    expect(describeError(e)).toBe('Invalid username or password');
  });

  it('takes the reason phrase from Fastify when the status line has none', async () => {
    const env = setup(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such profile' } }));
    const e = (await env.api.get('/api/1.0/x').catch((x: unknown) => x)) as ApiError;
    expect(e.statusText).toBe('Not Found');
  });
});
