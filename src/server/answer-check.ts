/**
 * The test-mode check of answers (SDM_CHECK_RESPONSES=1, on in the API tests): every answer of a documented route is
 * held to what the OpenAPI document declares for its status, JSON bodies by Ajv. Answers sent as text made beforehand
 * (sendJsonText) are checked like the rest, since the check reads what goes out, not what the serializer was given.
 * A mismatch turns the answer into a 500 and says which route, status and path on stderr, which a silent test logger
 * does not hide. Off, nothing of this is registered: the serializer stays JSON.stringify.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.0 `nullable: true` as JSON Schema says it (Ajv takes `nullable` only beside a `type`, and the
 * document has it beside `anyOf` too).
 */
function withNulls(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNulls);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withNulls(value)]));
  return nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

export class AnswerMismatch extends Error {}

export async function registerAnswerCheck(app: FastifyInstance): Promise<void> {
  // Loaded only when on: production never compiles a response schema.
  const { Ajv } = await import('ajv');
  const { default: addFormats } = await import('ajv-formats');
  // The document's dialect (OpenAPI 3.0) has keywords Ajv does not know as such (`nullable` aside): not errors here.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object, document: Document) => {
    let validate = compiled.get(schema);
    // The shared answers are `$ref`s to the document's components: the schema is compiled with them beside it.
    if (!validate) compiled.set(schema, (validate = ajv.compile({ ...(withNulls(schema) as object), components: withNulls(document.components) })));
    return validate;
  };

  const mismatch = (request: FastifyRequest, reply: FastifyReply, what: string) => {
    const line = `answer check: ${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${what}`;
    process.stderr.write(`${line}\n`);
    return new AnswerMismatch(line);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    // HEAD carries no body; the console's own pages and unknown paths are not in the document.
    if (request.method === 'HEAD' || !url) return payload;
    const document = app.swagger() as Document;
    const operation = document.paths?.[documentPath(url)]?.[request.method.toLowerCase()];
    if (!operation) return payload;
    const status = String(reply.statusCode);
    const declared = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`];
    if (!declared) throw mismatch(request, reply, 'status not declared');
    const empty = payload === undefined || payload === null || payload === '';
    if (!declared.content) {
      if (!empty) throw mismatch(request, reply, 'a body where none is declared');
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    // A declared `image/*` or `*/*` takes any type of its kind.
    const media = declared.content[type] ?? declared.content[type.replace(/\/.*/, '/*')] ?? declared.content['*/*'];
    if (!media) throw mismatch(request, reply, `content type '${type}' not declared (${Object.keys(declared.content).join(', ')})`);
    // Files and streams: their type is what is declared of them.
    if (type !== 'application/json' || typeof payload !== 'string' || !media.schema) return payload;
    let validate: ValidateFunction;
    try {
      validate = validatorOf(media.schema, document);
    } catch (err) {
      throw mismatch(request, reply, `the declared schema does not compile: ${(err as Error).message}`);
    }
    if (!validate(JSON.parse(payload))) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      throw mismatch(request, reply, errors.join('; '));
    }
    return payload;
  });
}
