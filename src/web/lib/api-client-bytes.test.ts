import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const CONFIG = { apiKey: 'key-1', clientId: 'console', clientSecret: 'secret', environment: 'test' };

function setup(reply: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    if (url === '/console-config.json') return new Response(JSON.stringify(CONFIG), { status: 200 });
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body });
    return reply(url, init);
  };
  const tokens = { accessToken: () => 'a1', refreshToken: () => undefined, saveTokens: () => {}, refreshFailed: () => {} };
  return { api: createApiClient({ fetch, tokens }), calls };
}

describe('api client: images', () => {
  it('reads bytes with the bearer token and no api key outside /api', async () => {
    const { api, calls } = setup(() => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } }));
    const blob = await api.getBlob('/images?type=ma&id=x&for=icon');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(calls[0].headers.authorization).toBe('Bearer a1');
    expect(calls[0].headers['x-api-key']).toBeUndefined();
  });

  it('names an attachment as the server did, the UTF-8 name before the ASCII one', async () => {
    const disposition = `attachment; filename="Caf_ Mall_24-11-2026-09-05.xlsx"; filename*=UTF-8''Caf%C3%A9%20Mall_24-11-2026-09-05.xlsx`;
    const { api } = setup(() => new Response(new Uint8Array([80, 75]), { status: 200, headers: { 'content-disposition': disposition } }));
    expect(((await api.getBlob('/api/2.0/media-venues/v/export')) as File).name).toBe('Café Mall_24-11-2026-09-05.xlsx');
    const plain = setup(() => new Response(new Uint8Array([80, 75]), { status: 200, headers: { 'content-disposition': 'attachment; filename="a.xlsx"' } }));
    expect(((await plain.api.getBlob('/api/x')) as File).name).toBe('a.xlsx');
  });

  it('sends a body of its own type as it is (a fare matrix as text/csv) and reads the JSON answer', async () => {
    const { api, calls } = setup(() => new Response(JSON.stringify({ fareCount: 1 }), { status: 200 }));
    expect(await api.sendBody('PUT', '/api/2.0/x/fareMatrix', 'a,b\r\n', 'text/csv')).toEqual({ fareCount: 1 });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: 'a,b\r\n', headers: { 'content-type': 'text/csv', 'x-api-key': 'key-1' } });
  });

  it('turns a failed image read into an ApiError', async () => {
    const { api } = setup(() => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No image' }), { status: 404 }));
    await expect(api.getBlob('/images?type=ma&id=x&for=icon')).rejects.toBeInstanceOf(ApiError);
  });

  it('posts a multipart form without setting its content type, then clears with OPTIONS', async () => {
    const { api, calls } = setup((_url, init) =>
      init.method === 'OPTIONS' ? new Response(null, { status: 204 }) : new Response(JSON.stringify({ url: '/images?x', etag: 'e' }), { status: 201 }),
    );
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array([1, 2])], { type: 'image/png' }), 'a.png');
    expect(await api.postMultipart('/images?type=ma&id=x&for=icon', form)).toEqual({ url: '/images?x', etag: 'e' });
    await api.options('/images?type=ma&id=x&for=icon');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'OPTIONS']);
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers['content-type']).toBeUndefined();
  });
});

describe('api client: uploads with progress', () => {
  it('sends through the upload transport with the key and token, and hears its progress', async () => {
    const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch = async (url: string) => {
      if (url === '/console-config.json') return new Response(JSON.stringify(CONFIG), { status: 200 });
      throw new Error(`fetch used for ${url}`);
    };
    const upload = async (url: string, init: RequestInit, onProgress: (loaded: number, total: number) => void) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: init.body });
      onProgress(5, 10);
      onProgress(10, 10);
      return new Response(JSON.stringify({ id: 'm1' }), { status: 201 });
    };
    const tokens = { accessToken: () => 'a1', refreshToken: () => undefined, saveTokens: () => {}, refreshFailed: () => {} };
    const api = createApiClient({ fetch, tokens, upload });
    const heard: number[] = [];
    const form = new FormData();
    expect(await api.postMultipart('/api/2.0/zeetaminds/media/file?aggregate=w', form, { onUploadProgress: (loaded) => heard.push(loaded) })).toEqual({
      id: 'm1',
    });
    expect(heard).toEqual([5, 10]);
    expect(sent[0]).toMatchObject({ url: '/api/2.0/zeetaminds/media/file?aggregate=w', body: form });
    expect(sent[0].headers).toMatchObject({ authorization: 'Bearer a1', 'x-api-key': 'key-1' });
  });

  it('turns a refused upload into an ApiError', async () => {
    const fetch = async () => new Response(JSON.stringify(CONFIG), { status: 200 });
    const upload = async () => new Response(JSON.stringify({ statusCode: 415, error: 'Unsupported Media Type', message: 'No' }), { status: 415 });
    const tokens = { accessToken: () => 'a1', refreshToken: () => undefined, saveTokens: () => {}, refreshFailed: () => {} };
    const api = createApiClient({ fetch, tokens, upload });
    await expect(api.postMultipart('/api/x', new FormData(), { onUploadProgress: () => {} })).rejects.toMatchObject({ status: 415, message: 'No' });
  });
});
