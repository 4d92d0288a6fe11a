import type { Endpoint, EndpointParsedInput, EndpointResponseInput, StaffRole } from '@northgate/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../modules/identity/access-tokens.ts';
import { authorize, type AuthServices } from './authenticate.ts';
import { ValidationError } from './errors.ts';
import { findJsonProblem } from './json-limits.ts';
import { parseBody, parseInput } from './validation.ts';

/** The caller's claims as the endpoint's access rule guarantees them. */
export type ClaimsFor<E extends Endpoint> = E['access'] extends 'none'
  ? undefined
  : E['access'] extends 'optional'
    ? AccessClaims | undefined
    : E['access'] extends 'staff'
      ? AccessClaims & { tokenType: 'staff'; role: StaffRole }
      : AccessClaims;

/** What a route knows before its body is read. */
export interface RouteRequest<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  claims: ClaimsFor<E>;
  params: EndpointParsedInput<E>['params'];
  query: EndpointParsedInput<E>['query'];
}

export interface RouteInput<E extends Endpoint, TPrepared> extends RouteRequest<E> {
  /** Read with the contract's `signedInBody` for a signed-in caller, where it has one. */
  body: EndpointParsedInput<E>['body'];
  /** What `before` returned. */
  prepared: TPrepared;
}

export interface RouteDefinition<E extends Endpoint, TPrepared> {
  /**
   * Runs once the token and the path and query are checked, before the body is read: look-ups
   * whose 404 comes before any 422. (Rate limits belong in the handler: they count only work done.)
   */
  before?: (input: RouteRequest<E>) => TPrepared | Promise<TPrepared>;
  /** Answers with the success status of the contract unless it sets another (e.g. a replay's 200). */
  handler: (input: RouteInput<E, TPrepared>) => Promise<EndpointResponseInput<E>>;
}

export type Route = <E extends Endpoint, TPrepared = undefined>(
  endpoint: E,
  // The endpoint alone decides E; the handler is checked against it rather than widening it.
  definition: RouteDefinition<NoInfer<E>, TPrepared>,
) => void;

/**
 * Registers routes from the endpoint table of @northgate/contracts: method and path, the access
 * rule (401 before anything else), params, query and body parsed with the contract's schemas
 * (422 in the spec's detail shape), and the handler's input and answer typed by the contract.
 */
export function createRouter(app: FastifyInstance, services: AuthServices): Route {
  return <E extends Endpoint, TPrepared = undefined>(
    endpoint: E,
    definition: RouteDefinition<NoInfer<E>, TPrepared>,
  ) => {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const claims = await authorize(request, services, endpoint.access, endpoint.permission);
        // Any query, read by the route or not: no NUL or broken text goes further (bodies: plugins/json-bodies.ts).
        const queryProblem = findJsonProblem('query', request.query);
        if (queryProblem) throw new ValidationError([queryProblem]);
        const known = {
          request,
          reply,
          claims,
          params:
            endpoint.params === undefined ? undefined : parseInput('path', endpoint.params, request.params),
          query:
            endpoint.query === undefined ? undefined : parseInput('query', endpoint.query, request.query),
        } as RouteRequest<E>;
        // Without `before` there is nothing prepared, and TPrepared is undefined.
        const prepared = (await definition.before?.(known)) as TPrepared;
        const schema =
          claims?.tokenType === 'lk' && endpoint.signedInBody !== undefined
            ? endpoint.signedInBody
            : endpoint.body;
        const body = schema === undefined ? undefined : parseBody(schema, request.body);
        reply.code(endpoint.success.status);
        if (endpoint.success.contentType === 'text/html') reply.type('text/html; charset=utf-8');
        return definition.handler({ ...known, body, prepared } as RouteInput<E, TPrepared>);
      },
    });
  };
}
