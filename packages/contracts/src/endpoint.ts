import type * as v from 'valibot';
import type { ApiPath } from './paths.ts';
import type { StaffPermission } from './staff-roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, by the bearer token it sends:
 * - `none`: anyone; a token is not needed (some routes read a guest token if one comes along);
 * - `optional`: anyone, but a token that is sent must be valid (else 401, so the client refreshes);
 * - `guest`: a guest session from fake_auth only;
 * - `guest-or-signed-in`: a guest or a signed-in borrower (token type 'lk');
 * - `signed-in`: a signed-in borrower only;
 * - `staff`: a staff member (token type 'staff') whose role holds the endpoint's `permission`;
 *   a borrower's or guest's valid token answers 403.
 */
export type Access = 'none' | 'optional' | 'guest' | 'guest-or-signed-in' | 'signed-in' | 'staff';

export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

type AnySchema = v.GenericSchema;
/** Path parameters and query strings are flat objects: each entry is one named parameter. */
export type ParametersSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export interface EndpointSuccess {
  status: SuccessStatus;
  description: string;
  schema: AnySchema;
  /** JSON unless said otherwise. */
  contentType?:
    | 'application/json'
    | 'text/html'
    | 'text/plain'
    | 'application/octet-stream'
    | 'application/pdf'
    | 'application/xml';
  /** Other success statuses answered with the same schema, e.g. an idempotent replay. */
  also?: Partial<Record<SuccessStatus, string>>;
}

export interface EndpointUpload {
  field: string;
  maxBytes: number;
  /** The MIME types accepted, decided from the contents. */
  types: readonly string[];
}

export interface Endpoint {
  method: HttpMethod;
  path: ApiPath;
  /** The resource it belongs to (an OpenAPI tag). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Staff endpoints: the permission the caller's role must hold (else 403). */
  permission?: StaffPermission;
  params?: ParametersSchema;
  query?: ParametersSchema;
  /** A JSON object body; a schema wrapped in `v.optional` makes the whole body optional. */
  body?: AnySchema;
  /** A signed-in borrower's body is read with this schema instead (fields the profile supplies drop out). */
  signedInBody?: AnySchema;
  /** A file upload instead of a JSON body: one multipart/form-data file in `field`. */
  upload?: EndpointUpload;
  success: EndpointSuccess;
  /** The failures the route itself answers, with what each means here. */
  errors: Partial<Record<ErrorStatus, string>>;
  /** Registered in local mode only (APP_ENV=local), never in production. */
  localOnly?: boolean;
  /** False for a spec call the API does not answer yet: the client keeps it typed, the server and docs leave it out. */
  served?: boolean;
}

/**
 * Checks an endpoint against the shape above while keeping its exact types. Marked free of side
 * effects so bundlers drop the entries a page does not use (the browser needs only some).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const TEndpoint extends Endpoint>(endpoint: TEndpoint): TEndpoint {
  return endpoint;
}

type Input<T> = T extends AnySchema ? v.InferInput<T> : never;
type Output<T> = T extends AnySchema ? v.InferOutput<T> : never;

/** What a caller sends: `params`, `query` and `body`, each present when the endpoint takes it. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P }
  ? { params: Input<P> }
  : unknown) &
  (E extends { query: infer Q } ? { query: Input<Q> } : unknown) &
  (E extends { body: infer B } ? { body: Input<B> } : unknown);

/** The same, as the server has it after parsing (defaults filled in, text trimmed). */
export type EndpointParsedInput<E extends Endpoint> = {
  params: E extends { params: infer P } ? Output<P> : undefined;
  query: E extends { query: infer Q } ? Output<Q> : undefined;
  body:
    | (E extends { body: infer B } ? Output<B> : undefined)
    | (E extends { signedInBody: infer S } ? Output<S> : never);
};

/** What the server may answer with (the schema's input) and what the client reads (its output). */
export type EndpointResponseInput<E extends Endpoint> = Input<E['success']['schema']>;
export type EndpointResponse<E extends Endpoint> = Output<E['success']['schema']>;
