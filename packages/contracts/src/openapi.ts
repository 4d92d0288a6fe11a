import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { TokenResponseSchema } from './auth.ts';
import { ErrorBodySchema, ValidationErrorBodySchema } from './common/errors.ts';
import { SuccessResponseSchema } from './common/responses.ts';
import { DraftResponseSchema, MaskedValueSchema, SubmitDraftResponseSchema } from './drafts.ts';
import type { Access, Endpoint, EndpointUpload, ParametersSchema } from './endpoint.ts';
import { servedEndpoints, type EndpointName } from './endpoints.ts';

type Json = Record<string, unknown>;

/** Schemas used by several operations: defined once under components.schemas, referenced by name. */
const COMPONENTS = {
  ErrorBody: ErrorBodySchema,
  ValidationErrorBody: ValidationErrorBodySchema,
  SuccessResponse: SuccessResponseSchema,
  TokenResponse: TokenResponseSchema,
  DraftResponse: DraftResponseSchema,
  MaskedValue: MaskedValueSchema,
  SubmitDraftResponse: SubmitDraftResponseSchema,
};

/**
 * Actions JSON Schema cannot express: transformations (trim, lower-case) and JavaScript checks
 * (e.g. "the password is not the email"). They are left out of the document; the API still runs
 * them. Anything else the converter cannot express throws, so no rule vanishes silently.
 */
const JS_ONLY_ACTIONS = ['trim', 'to_lower_case', 'to_upper_case', 'check', 'partial_check'];

// 'output': each pipeline is described from its last schema on, i.e. the rules the value must
// meet once parsed (a pipe such as `unknown → check → record` documents the record).
const conversion: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'output',
  ignoreActions: JS_ONLY_ACTIONS,
  definitions: COMPONENTS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

/** A schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12 without its own $schema/$defs). */
function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _definitions, ...rest } = toJsonSchema(schema, conversion);
  return rest;
}

function componentSchemas(): Record<string, JsonSchema> {
  // Converted without their own definitions, or each would only reference itself.
  const { definitions: _own, ...config } = conversion;
  return Object.fromEntries(
    Object.entries(COMPONENTS).map(([name, schema]) => {
      const others = Object.fromEntries(Object.entries(COMPONENTS).filter(([other]) => other !== name));
      const {
        $schema: _dialect,
        $defs: _definitions,
        ...rest
      } = toJsonSchema(schema, {
        ...config,
        definitions: others,
      });
      return [name, rest];
    }),
  );
}

const json = (schema: JsonSchema, contentType = 'application/json') => ({
  content: { [contentType]: { schema } },
});
const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const validationRef = { $ref: '#/components/schemas/ValidationErrorBody' };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answered before any route runs, for every method that carries a body. */
const PLATFORM_ERRORS: Record<number, string> = {
  400: 'The body is not valid JSON',
  403: 'A request with cookies lacks the X-CSRF-Token header matching the csrf_token cookie',
  413: 'The body is larger than 256 KB',
  415: 'The body is not JSON',
};

const ACCESS_NOTES: Record<Access, string> = {
  none: 'No token needed.',
  optional: 'A token is optional; one that is sent must be valid.',
  guest: 'Needs a guest token from fake_auth.',
  'guest-or-signed-in': "Needs a guest token or a signed-in borrower's token.",
  'signed-in': "Needs a signed-in borrower's token (token type 'lk').",
  staff: "Needs a staff member's token (token type 'staff'); a borrower's or guest's token answers 403.",
};

function security(access: Access): Json[] {
  if (access === 'none') return [];
  const bearer = { bearer: [] };
  return access === 'optional' ? [{}, bearer] : [bearer];
}

function parameters(location: 'path' | 'query', schema: ParametersSchema | undefined): Json[] {
  if (schema === undefined) return [];
  return Object.entries(schema.entries).map(([name, entry]) => {
    const { description, ...entrySchema } = jsonSchema(entry);
    const optional = entry.type === 'optional' || entry.type === 'nullish';
    return {
      name,
      in: location,
      required: location === 'path' || !optional,
      ...(description === undefined ? {} : { description }),
      schema: entrySchema,
    };
  });
}

function responses(endpoint: Endpoint): Json {
  const { success } = endpoint;
  const body =
    success.contentType === 'application/octet-stream' ||
    success.contentType === 'application/pdf' ||
    success.contentType === 'application/xml'
      ? json({ type: 'string', format: 'binary' }, success.contentType)
      : json(jsonSchema(success.schema), success.contentType);
  const answers: Record<string, Json> = { [success.status]: { description: success.description, ...body } };
  for (const [status, description] of Object.entries(success.also ?? {})) {
    answers[status] = { description, ...body };
  }
  const errors: Record<string, string> = {
    ...(UNSAFE_METHODS.has(endpoint.method) ? PLATFORM_ERRORS : {}),
    ...endpoint.errors,
  };
  for (const [status, description] of Object.entries(errors)) {
    answers[status] = { description, ...json(status === '422' ? validationRef : errorRef) };
  }
  return answers;
}

/** One file in a multipart/form-data body. */
function uploadBody(upload: EndpointUpload): Json {
  const file: JsonSchema = {
    type: 'string',
    format: 'binary',
    description: `${upload.types.join(', ')} (decided by the contents); at most ${upload.maxBytes} bytes`,
  };
  return {
    required: true,
    ...json(
      { type: 'object', required: [upload.field], properties: { [upload.field]: file } },
      'multipart/form-data',
    ),
  };
}

function operation(name: EndpointName, endpoint: Endpoint): Json {
  const description = [endpoint.description, ACCESS_NOTES[endpoint.access]].filter(Boolean).join(' ');
  const body = endpoint.body;
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description,
    security: security(endpoint.access),
    'x-access': endpoint.access,
    ...(endpoint.localOnly === true ? { 'x-local-only': true } : {}),
    ...(endpoint.permission === undefined ? {} : { 'x-staff-permission': endpoint.permission }),
    parameters: [...parameters('path', endpoint.params), ...parameters('query', endpoint.query)],
    ...(body === undefined
      ? {}
      : { requestBody: { required: body.type !== 'optional', ...json(jsonSchema(body)) } }),
    ...(endpoint.upload === undefined ? {} : { requestBody: uploadBody(endpoint.upload) }),
    responses: responses(endpoint),
  };
}

/** `/api/v1/drafts/:flowId` → `/api/v1/drafts/{flowId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

export interface OpenApiOptions {
  /** Describe the local-only development routes too (the API does so in local mode). */
  includeLocalOnly?: boolean;
}

/** The OpenAPI 3.1 document of every endpoint the API serves, generated from the endpoint table. */
export function buildOpenApiDocument(options: OpenApiOptions = {}) {
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Set<string>();
  for (const [name, endpoint] of servedEndpoints({ includeLocalOnly: options.includeLocalOnly ?? false })) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
    tags.add(endpoint.tag);
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Northgate borrower API',
      version: '1.0.0',
      description:
        "The calls of the borrower website (the spec's section 7) and our own: flow drafts, the short quiz's account, contact and affiliate forms, the loan pipeline and the back office (/staff/api/v1). Failures answer `422 {detail: [{loc, msg, type}]}` for validation and `{error}` otherwise.",
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "An access token: a signed-in borrower's (token type 'lk', from login, Google sign-in or create_account), a guest's (from fake_auth) or a staff member's (token type 'staff', from the staff login).",
        },
      },
    },
  };
}
