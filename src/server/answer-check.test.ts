import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app.js';
import { JsonText, sendJsonText } from './compression.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';

/** Routes that answer what they declare, and what they do not. */
function answeringRoutes(app: App) {
  // Typed loosely, so that a route may answer what TypeScript would refuse.
  const response: Record<number, z.ZodType> = { 200: z.object({ name: z.string(), count: z.number().int() }) };
  const schema = { tags: ['test'], response };
  const config = { auth: 'public', apiKey: false } as const;
  app.get('/test/right', { schema, config }, async () => ({ name: 'a', count: 1 }));
  app.get('/test/wrong', { schema, config }, async () => ({ name: 'a', count: 'one' }));
  app.get('/test/extra', { schema, config }, async () => ({ name: 'a', count: 1, secret: 'x' }));
  app.get('/test/undeclared', { schema, config }, async (_request, reply) => reply.code(202).send({ name: 'a', count: 1 }));
  app.get('/test/text', { schema, config }, async (_request, reply) => sendJsonText(reply, new JsonText('{"name":"a"}')));
}

describe('the answer check (SDM_CHECK_RESPONSES=1)', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({ checkResponses: true }, { logStream, extraRoutes: answeringRoutes });
  });
  afterAll(() => t.close());

  const failureFor = (url: string) =>
    lines.map((l) => JSON.parse(l)).find((entry) => entry.level === 50 && entry.route === `GET ${url}` && entry.msg === 'request failed');

  it('lets an answer that matches its schema through as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/right' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'a', count: 1 });
  });

  it.each([
    ['/test/wrong', 'GET /test/wrong 200: /count must be integer'],
    ['/test/extra', 'GET /test/extra 200: / must NOT have additional properties'],
    ['/test/undeclared', 'GET /test/undeclared 202: status not declared'],
    // Sent as text made beforehand: the serializer never saw it.
    ['/test/text', "GET /test/text 200: / must have required property 'count'"],
  ])('turns %s into a 500 and logs the route, status and failing path', async (url, said) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(failureFor(url)?.err.message).toContain(said);
  });
});

describe('without the check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ checkResponses: false }, { extraRoutes: answeringRoutes });
  });
  afterAll(() => t.close());

  it('sends every answer as the route made it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'a', count: 1, secret: 'x' });
  });
});
