import fastifySwagger from '@fastify/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ErrorBodySchema } from '@ky-wallet/protocol';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type * as v from 'valibot';

/** Where the server serves its OpenAPI 3.1 document. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Where the document keeps named schemas. */
const COMPONENTS = '#/components/schemas/';

/**
 * The JSON Schema of a protocol (valibot) schema, for a route's `schema`. The handlers validate
 * with the very same valibot schema, so the document and the validation come from one source.
 * Custom checks (a date that must parse) have no JSON Schema form and are left out.
 */
export function jsonSchemaOf(schema: v.GenericSchema, description?: string): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Record<string, unknown>;
  return description === undefined ? json : { description, ...json };
}

/** A JSON Schema object that admits no property but those it names. */
export function closed(json: Record<string, unknown>): Record<string, unknown> {
  return { ...json, additionalProperties: false };
}

/**
 * Names a schema in the document (components/schemas), for the routes of `app` and its children,
 * and answers a reference to it. Generators make one type of each named schema.
 */
export function named(app: FastifyInstance, name: string, json: Record<string, unknown>): { $ref: string } {
  app.addSchema({ $id: name, ...json });
  return { $ref: `${name}#` };
}

/**
 * A oneOf of named schemas that `property` tells apart (each branch holds it as a literal of its
 * own), with OpenAPI's discriminator: a generator picks the branch by that property instead of
 * trying each. `branches` maps each value of the property to its schema's name and schema.
 */
export function discriminated(
  app: FastifyInstance,
  property: string,
  branches: Record<string, [name: string, schema: v.GenericSchema]>,
): Record<string, unknown> {
  const entries = Object.entries(branches);
  return {
    oneOf: entries.map(([, [name, schema]]) => named(app, name, jsonSchemaOf(schema))),
    discriminator: {
      propertyName: property,
      mapping: Object.fromEntries(entries.map(([value, [name]]) => [value, `${COMPONENTS}${name}`])),
    },
  };
}

/** The wire's error answers, `{ error: { code, message } }`, as a route's `response` entries. */
export const ERROR_ANSWERS = {
  '4XX': { description: 'A refused request: `{ error: { code, message } }`', $ref: 'ErrorBody#' },
  '5XX': { description: 'internal_error or server_busy (retry after Retry-After)', $ref: 'ErrorBody#' },
};

/**
 * Route schemas here document; they do not validate (the valibot schema in the handler does,
 * answering in the wire's own error shape) and they do not serialize (answers are sent as
 * written, so a stored answer replays byte for byte).
 */
export function documentOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** Registers @fastify/swagger and the route that serves the document. Call before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'KY Wallet API',
        version: '1.0.0',
        description:
          'The player API (login, balance, deposit, history, game launch) that <ky-wallet> and the site call, ' +
          'and the seamless-wallet game API that game servers call (Hub88-shaped, Ed25519-signed). ' +
          'Money on the player API is in major units; on the game API in integer minor units.',
      },
      tags: [
        { name: 'player', description: 'Called by <ky-wallet> and the site with the player\'s bearer token.' },
        { name: 'game', description: 'Called by game servers; every body is signed (see the X-KY-Signature header).' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token from the login call.' },
          gameSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-KY-Signature',
            description:
              'Base64 Ed25519 signature of the exact request body bytes, by the key named in X-KY-Key-Id ' +
              '(its public key is in the wallet\'s KY_GAME_SERVER_KEYS).',
          },
        },
      },
    },
    // Named schemas keep their names in components/schemas (the default is def-0, def-1, ...).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  // For every scope's ERROR_ANSWERS.
  app.addSchema({ $id: 'ErrorBody', ...jsonSchemaOf(ErrorBodySchema) });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}

export type { FastifySchema };
