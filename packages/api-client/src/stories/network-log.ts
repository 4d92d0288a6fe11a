import { CSRF_HEADER_NAME } from '@northgate/contracts';

/** One request as the mock server received it, with the status it answered (null: no answer). */
export interface LoggedRequest {
  method: string;
  /** Path and raw query string, exactly as they went over the wire. */
  target: string;
  authorization: string | null;
  csrfToken: string | null;
  status: number | null;
}

export interface ResolverInfo {
  request: Request;
  cookies: Record<string, string>;
}

/** What the mock server of one story page saw; stories show it and assert on it. */
export function createNetworkLog() {
  let entries: readonly LoggedRequest[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    entries: () => entries,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      entries = [];
      emit();
    },
    /** An MSW resolver that records the request and the status of the answer `resolve` gives. */
    answer(resolve: (info: ResolverInfo) => Response | Promise<Response>) {
      return async (info: ResolverInfo): Promise<Response> => {
        const { request } = info;
        const url = new URL(request.url);
        const response = await resolve(info);
        entries = [
          ...entries,
          {
            method: request.method,
            target: `${url.pathname}${url.search}`,
            authorization: request.headers.get('Authorization'),
            csrfToken: request.headers.get(CSRF_HEADER_NAME),
            // HttpResponse.error() is a network failure: the client receives no answer.
            status: response.type === 'error' ? null : response.status,
          },
        ];
        emit();
        return response;
      };
    },
  };
}

export type NetworkLog = ReturnType<typeof createNetworkLog>;
