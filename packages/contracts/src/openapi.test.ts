import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { servedEndpoints } from './endpoints.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: object }> };
  parameters: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};

const document = buildOpenApiDocument({ includeLocalOnly: true });
const operationOf = (path: string, method: string) =>
  (document.paths[openApiPath(path)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe('the generated OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every served endpoint: input, success schema and error responses', () => {
    for (const [name, endpoint] of servedEndpoints({ includeLocalOnly: true })) {
      const operation = operationOf(endpoint.path, endpoint.method);
      expect(operation?.operationId, name).toBe(name);
      if (operation === undefined) continue;
      expect(operation.requestBody !== undefined, `${name} request body`).toBe(
        endpoint.body !== undefined || endpoint.upload !== undefined,
      );
      const parameterNames = operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
      expect(parameterNames, name).toEqual([
        ...Object.keys(endpoint.params?.entries ?? {}).map((key) => `path:${key}`),
        ...Object.keys(endpoint.query?.entries ?? {}).map((key) => `query:${key}`),
      ]);
      const success = operation.responses[endpoint.success.status]?.content;
      expect(
        success?.[endpoint.success.contentType ?? 'application/json']?.schema,
        `${name} success`,
      ).toBeDefined();
      for (const status of Object.keys(endpoint.errors)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        const shape = status === '422' ? 'ValidationErrorBody' : 'ErrorBody';
        expect(schema?.$ref, `${name} ${status}`).toBe(`#/components/schemas/${shape}`);
      }
    }
  });

  it('documents the two error shapes once', () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error'],
    });
    expect(document.components.schemas.ValidationErrorBody).toMatchObject({
      type: 'object',
      required: ['detail'],
      properties: { detail: { type: 'array', items: { required: ['loc', 'msg', 'type'] } } },
    });
  });

  it('leaves the local-only routes out by default', () => {
    const production = buildOpenApiDocument();
    expect(Object.keys(production.paths)).not.toContain('/dev/api/outbox');
    expect(Object.keys(production.paths)).toContain('/api/v1/drafts/{flowId}/submit');
  });
});
