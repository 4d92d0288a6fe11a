import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/** The generated OpenAPI 3.1 document (see openapi.ts); its inside is OpenAPI's own schema. */
export const OpenApiDocumentSchema = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
});

export const apiDocsEndpoints = {
  openApi: defineEndpoint({
    method: 'GET',
    path: API_PATHS.openApi,
    tag: 'docs',
    summary: 'This description of the API (OpenAPI 3.1)',
    access: 'none',
    success: { status: 200, description: 'The OpenAPI document', schema: OpenApiDocumentSchema },
    errors: {},
  }),
} as const;
