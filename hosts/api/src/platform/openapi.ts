/**
 * The OpenAPI 3.1 document of the API, generated from the contract's route catalogue
 * (`@si/contract/api`) by zod-openapi, and served at GET /api/openapi.json: public, built once
 * per process on first use, revalidated by ETag. The reference page /docs/api/ renders it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import { createDocument, createSchema, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import * as contract from '@si/contract';
import { API_ROUTES, API_TAGS, OPENAPI_PATH, routeParams, type ApiBodyType, type ApiRoute } from '@si/contract/api';

type JsonSchema = oas31.SchemaObject;

/** The contract's exported schemas by identity, so a catalogue entry's schema becomes a named component. */
function contractNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contract)) if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  return names;
}

const FieldErrors: JsonSchema = {
  type: 'object',
  description: 'Field errors: each field (or `non_field_errors`) with its messages.',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};
const Detail: JsonSchema = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] };
const problem = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });
const ERRORS = {
  BadRequest: problem('The body or query is not valid: `{field: [messages]}`, or `{detail}`.', { anyOf: [FieldErrors, Detail] }),
  Unauthorized: problem('No credential, or one that is expired, revoked or of the wrong kind.', { ...Detail, properties: { ...Detail.properties, code: { type: 'string' } } }),
  Forbidden: problem('The role, the module or the portal (on hold, MFA grant missing) does not allow it.', Detail),
  NotFound: problem("Not found, or not the caller's organization or workspace.", Detail),
};
const ref = (name: keyof typeof ERRORS) => ({ $ref: `#/components/responses/${name}` });

const BODY_TYPES: Record<ApiBodyType, string[]> = {
  json: ['application/json'],
  multipart: ['multipart/form-data'],
  'json-or-multipart': ['application/json', 'multipart/form-data'],
  form: ['application/x-www-form-urlencoded'],
  raw: ['application/json'],
};

function security(route: ApiRoute): Record<string, string[]>[] {
  const grant = route.noGrant ? [] : [{ portalGrant: [] }];
  switch (route.auth) {
    case 'none':
      return [];
    case 'staff':
      return [{ staffJwt: [] }, ...(route.mfa ? [{ mfaToken: [] }] : [])];
    case 'mfa':
      return [{ mfaToken: [] }];
    case 'portal':
      // A token in the body is not a security scheme OpenAPI can name: the body's `token` field carries it.
      return route.token === 'query' ? [{ portalToken: [] }, ...grant.map((g) => ({ portalToken: [], ...g }))] : [{}, ...grant];
    case 'link':
      return [{}, { staffJwt: [] }];
    case 'signature':
      return [{ stripeSignature: [] }];
  }
}

function responses(route: ApiRoute): ZodOpenApiResponsesObject {
  const status = route.status ?? 200;
  const success =
    status === 204
      ? { description: 'Done; no body.' }
      : status === 303
        ? { description: 'Redirects to the portal (Location).' }
        : route.produces
          ? { description: 'The file or page.', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } satisfies JsonSchema } } }
          : { description: status === 201 ? 'Created' : 'OK', content: { 'application/json': { schema: route.response ?? { description: 'JSON.' } } } };
  const out: ZodOpenApiResponsesObject = { [String(status)]: success };
  if (route.body || route.query || route.auth === 'portal') out['400'] = ref('BadRequest');
  if (route.auth === 'staff' || route.auth === 'mfa') out['401'] = ref('Unauthorized');
  if (route.roles || route.auth === 'staff' || route.auth === 'mfa' || route.auth === 'portal') out['403'] = ref('Forbidden');
  if (route.path.includes('{') || route.auth === 'portal') out['404'] = ref('NotFound');
  return out;
}

function describe(route: ApiRoute): string | undefined {
  const parts = [route.description];
  if (route.roles) parts.push(`Roles: ${route.roles.join(', ')}.`);
  if (route.auth === 'portal' && route.token === 'body') parts.push('The portal token travels in the body as `token`.');
  if (route.handChecked) parts.push('The handler checks this input by hand; the schema describes what it accepts.');
  const text = parts.filter(Boolean).join(' ');
  return text || undefined;
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const path = routeParams(route);
  const types = BODY_TYPES[route.bodyType ?? 'json'];
  const bodySchema: JsonSchema | z.ZodType | undefined = route.bodyType === 'raw' ? { type: 'object', description: "The provider's event, as it sends it." } : route.body;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: describe(route),
    tags: [route.tag],
    security: security(route),
    ...((route.query || path) && { requestParams: { ...(route.query && { query: route.query }), ...(path && { path }) } }),
    ...(bodySchema && { requestBody: { required: true, content: Object.fromEntries(types.map((t) => [t, { schema: bodySchema }])) } }),
    responses: responses(route),
    'x-si-auth': route.auth,
    ...(route.roles && { 'x-si-roles': [...route.roles] }),
  };
}

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * zod-openapi renders a named component for both requests and answers; a request schema with a
 * transform (e.g. the CSV import's mapping) has no answer form, so it stays inline instead.
 */
function renders(schema: z.ZodType): boolean {
  try {
    createSchema(schema, { io: 'output' });
    return true;
  } catch {
    return false;
  }
}

/** The contract schemas a response is made of that deserve a name: itself, and the rows of a list or page. */
function answerParts(schema: z.ZodType | undefined): z.ZodType[] {
  if (!schema) return [];
  if (schema instanceof z.ZodArray) return [schema, schema.element as z.ZodType];
  const results = schema instanceof z.ZodObject ? schema.shape.results : undefined;
  return results instanceof z.ZodArray ? [schema, results.element as z.ZodType] : [schema];
}

/** The document as a plain object (it is built anew on every call; the route serves one cached copy). */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES) {
  const names = contractNames();
  const schemas: Record<string, z.ZodType> = {};
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    for (const schema of [route.body, ...answerParts(route.response)]) {
      const name = schema instanceof z.ZodType ? names.get(schema) : undefined;
      if (name && !schemas[name] && renders(schema as z.ZodType)) schemas[name] = schema as z.ZodType;
    }
    (paths[route.path] ??= {})[route.method] = operation(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Suite of portals API',
      version,
      description:
        'The calls of the suite\'s API server, generated from the contract\'s route catalogue (`packages/contract/src/api`). Errors answer `{detail}` or `{field: [messages]}`; lists answer `{count, next, previous, results}`. See docs/api.md for the rules behind each call.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      responses: ERRORS,
      securitySchemes: {
        staffJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff access token from POST /auth/jwt/create, sent as `Authorization: JWT <token>` (or `Bearer`).' },
        mfaToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The short-lived MFA token of a sign-in that needs a code (`mfa: challenge`) or MFA set up (`mfa: setup`).' },
        portalToken: { type: 'apiKey', in: 'query', name: 'token', description: "A contact's portal token, from the link they were sent." },
        portalGrant: { type: 'apiKey', in: 'header', name: 'X-Portal-Grant', description: 'The grant from POST /api/filedrop_mfa_verify, when the organization turned the file-drop MFA challenge on.' },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature of the webhook body." },
      },
    },
  });
}

let served: { body: string; etag: string } | undefined;

/** GET /api/openapi.json: the document, built on the first call and kept for the life of the process. */
export function openApiRoutes() {
  const app = new Hono();
  app.get(OPENAPI_PATH, (c) => {
    if (!served) {
      const body = JSON.stringify(buildOpenApiDocument());
      served = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    const headers = { ETag: served.etag, 'Cache-Control': 'no-cache' };
    if (c.req.header('if-none-match') === served.etag) return c.body(null, 304, headers);
    return c.body(served.body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
