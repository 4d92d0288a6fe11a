import { describe, expect, it } from 'vitest';
import { freshIp } from './helpers/fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

function deeplyNested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const json = 'application/json';
const hostileBodies: { name: string; contentType: string; payload: string }[] = [
  { name: 'empty body', contentType: json, payload: '' },
  { name: 'null', contentType: json, payload: 'null' },
  { name: 'array', contentType: json, payload: '[1,2,3]' },
  { name: 'string', contentType: json, payload: '"hello"' },
  { name: 'huge number', contentType: json, payload: '1e400' },
  {
    name: 'numbers for fields',
    contentType: json,
    payload: '{"email":1e400,"password":-0,"refresh_token":12345678901234567890}',
  },
  {
    name: 'objects for fields',
    contentType: json,
    payload: '{"email":{"$ne":null},"password":["a"],"code":{"a":1}}',
  },
  { name: 'deep nesting', contentType: json, payload: deeplyNested(5000) },
  {
    name: 'prototype pollution',
    contentType: json,
    payload: '{"__proto__":{"admin":true},"email":"a@b.test"}',
  },
  {
    name: 'constructor pollution',
    contentType: json,
    payload: '{"constructor":{"prototype":{"admin":true}}}',
  },
  {
    name: 'very long strings',
    contentType: json,
    payload: JSON.stringify({ email: `${'a'.repeat(100_000)}@x.test`, password: 'p'.repeat(100_000) }),
  },
  {
    name: 'control characters',
    contentType: json,
    payload: '{"email":"\\u0000\\u202e@x.test","password":"\\ud800"}',
  },
  { name: 'truncated JSON', contentType: json, payload: '{"email":"a@b.test",' },
  { name: 'plain text', contentType: 'text/plain', payload: 'email=a@b.test&password=x' },
  {
    name: 'form encoding',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'email=a@b.test&password=x',
  },
  { name: 'xml', contentType: 'application/xml', payload: '<login><email>a</email></login>' },
  { name: 'wrong charset', contentType: 'application/json; charset=utf-16', payload: '{"email":"a@b.test"}' },
];

describe.each(databaseVariants())('hostile bodies on $name', ({ open }) => {
  const t = useTestApp(open);

  it('every POST route answers odd bodies with a 4xx in one of the two error shapes', async () => {
    const postRoutes = [
      ...new Set(t.app.routeCatalogue.filter((r) => r.method === 'POST').map((r) => r.url)),
    ];
    expect(postRoutes).toEqual(
      expect.arrayContaining([
        '/auth/api/v1/auth/login',
        '/auth/api/v1/auth/refresh',
        '/auth/api/v1/auth/reset_password',
      ]),
    );
    for (const url of postRoutes) {
      for (const body of hostileBodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': body.contentType },
          payload: body.payload,
          remoteAddress: freshIp(),
        });
        const label = `${url} <- ${body.name}`;
        expect(res.statusCode, label).toBeLessThan(500);
        // fake_auth and logout take no required fields, so some odd bodies are simply accepted.
        if (res.statusCode >= 400) {
          const answer = res.json();
          const shaped =
            typeof answer.error === 'string' || (res.statusCode === 422 && Array.isArray(answer.detail));
          expect(shaped, `${label}: ${res.body.slice(0, 200)}`).toBe(true);
        }
      }
    }
  });

  it('unsupported content types are a 415 with an error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Unsupported content type; send JSON' });
  });

  it('a body that is not an object is a 422 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/auth/login',
      headers: { 'content-type': json },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'The request body must be a JSON object', type: expect.any(String) }],
    });
  });
});
