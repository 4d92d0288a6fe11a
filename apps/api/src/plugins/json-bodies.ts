import fp from 'fastify-plugin';
import { ValidationError } from '../http/errors.ts';
import { findJsonProblem } from '../http/json-limits.ts';

/**
 * JSON bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys),
 * then the bounds and text checks of http/json-limits.ts, so a 422 answers a body too deep, too
 * big in values or strings, or holding NUL or a lone surrogate before any route reads it. Drafts
 * carry free-form values, so the check covers every string and key, not only the schema's fields.
 */
export const jsonBodies = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The default parser answers through the callback; its return value carries nothing.
    void parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      const problem = findJsonProblem('body', value);
      if (problem) return done(new ValidationError([problem]), undefined);
      done(null, value);
    });
  });
});
