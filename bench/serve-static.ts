// The static-file ceiling of the player bench: bare Fastify serving STATIC_DIR with @fastify/static (ETag and 304,
// byte ranges), no hooks, no auth, no database; prints its URL.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.STATIC_DIR!, etag: true, lastModified: true, cacheControl: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
