import { fillPath, type Endpoint, type EndpointInput, type EndpointResponse } from '@northgate/contracts';
import type * as v from 'valibot';
import type { HttpClient, RequestOptions } from './http.ts';
import type { QueryParams } from './query.ts';

/** How a call is made (signal, loader, auth, refresh); what it sends comes from the endpoint's input. */
export type CallSettings = Omit<RequestOptions<unknown>, 'query' | 'body' | 'schema'>;

/**
 * One call of the endpoint table: its method, its path with the parameters filled in, the query
 * or body the contract types, and the answer checked with the contract's response schema.
 */
export function callEndpoint<E extends Endpoint>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  settings: CallSettings = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
  };
  const path = params === undefined ? endpoint.path : fillPath<string>(endpoint.path, params);
  return http.request(endpoint.method, path, {
    ...settings,
    query,
    body,
    schema: endpoint.success.schema as v.GenericSchema<unknown, EndpointResponse<E>>,
  });
}
