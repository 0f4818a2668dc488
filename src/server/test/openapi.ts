import type { App } from '../app.js';

/** The part of JSON Schema (OpenAPI 3.0 dialect) the app's document uses. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';
  /** The path as the document writes it, `{id}` for parameters. */
  path: string;
  /** `METHOD /path`, how the suites name an operation. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
}

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/** Every operation the running app documents, in the document's order. */
export function operationsOf(app: App): Operation[] {
  const doc = app.swagger() as unknown as Document;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(ops)) {
      const method = verb.toUpperCase() as Operation['method'];
      const params = op.parameters ?? [];
      out.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return out;
}

/** The path with each `{name}` replaced by its (encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A query string (with its `?`) from the values that are set. */
export function queryString(values: Record<string, string | undefined>): string {
  const set = Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined);
  return set.length ? `?${new URLSearchParams(set)}` : '';
}
