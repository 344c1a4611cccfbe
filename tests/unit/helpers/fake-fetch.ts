/** A scripted fetch: each call is recorded; answers come from a handler. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export function createFakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: init?.body as string | FormData | undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** A fetch that never answers until its signal aborts (like a hung network). */
export function hangingFetch(): typeof fetch {
  return ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    })) as typeof fetch;
}
