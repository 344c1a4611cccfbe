/**
 * The HTTP client of spec sections 7 and 8. Every call to the marketplace API
 * goes through here, so the rules hold everywhere:
 * - JSON content type, `X-Session-Id`, and `Authorization: Bearer` when a
 *   customer (preferred) or admin token is stored;
 * - company_id added to GET query strings and POST/PUT JSON bodies unless
 *   already present or the path is one of the customer-auth, cart and
 *   wishlist paths listed in section 7; DELETE sends no body;
 * - a 10 000 ms timeout aborts the call;
 * - a non-OK response throws ApiError whose message is the response's
 *   `detail`, else `HTTP {status}: {statusText}`; a failure that is not an
 *   Error becomes 'Network error occurred';
 * - a response body is parsed only when it is JSON, else it reads as {}.
 * The page's inline script may have sent a form's request before this code
 * ran (lib/early-input.ts, `sentAhead`): once adopted, the app's identical
 * request takes that answer instead of going out again.
 */
import { tokenStore } from '#src/lib/auth-token.ts';
import { getConfig } from '#src/lib/config.ts';
import { getSessionId } from '#src/lib/session.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const TIMEOUT_MESSAGE = 'Délai de la requête dépassé';

/** A non-OK response. `message` is the spec's; `status` and `detail` let callers decide. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The response's `detail` field as sent (string, list, object), or undefined. */
  readonly detail: unknown;

  constructor(status: number, statusText: string, detail: unknown) {
    super(typeof detail === 'string' && detail.trim() ? detail : `HTTP ${status}: ${statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.detail = detail;
  }
}

/** The request never reached the server or its answer never came back. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
}

/** The call took longer than the timeout and was aborted. */
export class TimeoutError extends NetworkError {
  override readonly name = 'TimeoutError';
}

/*
 * Errors that reach the browser in the server's dehydrated query cache are
 * plain Errors with the same own fields (name, status, detail): they are
 * recognised by name, so a server-rendered error screen hydrates as itself.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number');
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || (error instanceof Error && (error.name === 'NetworkError' || error.name === 'TimeoutError'));
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

const CUSTOMER_AUTH_WITHOUT_COMPANY = [
  'checkout',
  'guest-checkout',
  'login',
  'register',
  'logout',
  'refresh',
  'profile',
  'check-token',
  'validate-token',
  'test-token',
  'password',
  'verify-email',
];

/** Path prefixes that never get company_id (section 7). Orders (customer-auth/orders) do get it. */
export const COMPANY_ID_EXCLUDED_PREFIXES: readonly string[] = [
  ...CUSTOMER_AUTH_WITHOUT_COMPANY.map((name) => `/api/v1/customer-auth/${name}`),
  '/api/v1/cart/',
  '/api/v1/cart/items',
  '/api/v1/wishlist/',
  '/api/v1/wishlist/items',
];

export function acceptsCompanyId(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !COMPANY_ID_EXCLUDED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;
export type JsonBody = Record<string, unknown>;

export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: made once when the shopper acted, reused on every replay. */
  idempotencyKey?: string;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** API base URL without trailing slash; '' = same origin. */
  baseUrl: () => string;
  companyId: () => string | null | undefined;
  sessionId: () => string;
  token: () => string | null | undefined;
  timeoutMs?: number;
}

export interface HttpClient {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: JsonBody, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: JsonBody, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST multipart/form-data: session and auth headers, no JSON content type. */
  upload<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
}

/**
 * A call described as data: the API modules build them (cartRequests,
 * wishlistRequests) and the outbox stores one before its first send, so
 * every replay is the same request.
 */
export interface ApiRequest<M extends 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'DELETE'> {
  method: M;
  path: string;
  body?: JsonBody;
}

export type WriteRequest = ApiRequest<'POST' | 'PUT' | 'DELETE'>;

export function sendRequest<T>(client: HttpClient, request: ApiRequest, options?: RequestOptions): Promise<T> {
  switch (request.method) {
    case 'GET':
      return client.get<T>(request.path, undefined, options);
    case 'POST':
      return client.post<T>(request.path, request.body, options);
    case 'PUT':
      return client.put<T>(request.path, request.body, options);
    case 'DELETE':
      return client.delete<T>(request.path, options);
  }
}

function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function buildQuery(path: string, params: QueryParams | undefined, companyId: string | null | undefined): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const search = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.set(key, String(value));
    }
  }
  if (companyId && acceptsCompanyId(pathname) && !search.has('company_id')) search.set('company_id', companyId);
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function bodyWithCompany(path: string, body: JsonBody | undefined, companyId: string | null | undefined): JsonBody {
  const payload: JsonBody = { ...body };
  if (companyId && acceptsCompanyId(path) && !hasOwn(payload, 'company_id')) payload.company_id = companyId;
  return payload;
}

function isJson(res: Response): boolean {
  const type = res.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
}

async function readJson(res: Response): Promise<unknown> {
  if (!isJson(res)) return {};
  const text = await res.text();
  if (!text.trim()) return {};
  return JSON.parse(text) as unknown;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function baseHeaders(options: RequestOptions | undefined): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Session-Id': deps.sessionId() };
    const token = deps.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options?.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return { ...headers, ...options?.headers };
  }

  async function send<T>(method: string, path: string, init: { body?: BodyInit; json: boolean }, options?: RequestOptions): Promise<T> {
    const headers = baseHeaders(options);
    if (init.json) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options?.timeoutMs ?? defaultTimeout);
    const outer = options?.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) forwardAbort();
    else outer?.addEventListener('abort', forwardAbort, { once: true });

    let res: Response;
    try {
      try {
        res = await deps.fetch(`${deps.baseUrl()}${path}`, {
          method,
          headers,
          body: init.body,
          signal: controller.signal,
        });
      } catch (err) {
        throw toFailure(err, timedOut, outer);
      }

      if (!res.ok) {
        let detail: unknown;
        try {
          const body = await readJson(res);
          detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
        } catch (err) {
          if (timedOut || outer?.aborted) throw toFailure(err, timedOut, outer);
          detail = undefined;
        }
        if (res.status === 404) console.error(`API 404: ${method} ${path}`);
        throw new ApiError(res.status, res.statusText, detail);
      }

      try {
        return (await readJson(res)) as T;
      } catch (err) {
        if (timedOut || outer?.aborted) throw toFailure(err, timedOut, outer);
        // A body announced as JSON that is not: treat like an empty body.
        return {} as T;
      }
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  }

  const withCompany = (path: string, body: JsonBody | undefined) => bodyWithCompany(path, body, deps.companyId());

  return {
    get: (path, params, options) =>
      send('GET', buildQuery(path, params, deps.companyId()), { json: true }, options),
    // POST/PUT always carry a JSON body ({} at least): a JSON content type with
    // an empty body is a 400 on Fastify.
    post: (path, body, options) =>
      send('POST', path, { body: JSON.stringify(withCompany(path, body)), json: true }, options),
    put: (path, body, options) =>
      send('PUT', path, { body: JSON.stringify(withCompany(path, body)), json: true }, options),
    delete: (path, options) => send('DELETE', path, { json: true }, options),
    upload: (path, form, options) => send('POST', path, { body: form, json: false }, options),
  };
}

/** Maps what fetch threw to the spec's errors; the caller's own abort passes through. */
function toFailure(err: unknown, timedOut: boolean, outer: AbortSignal | undefined): unknown {
  if (timedOut) return new TimeoutError(TIMEOUT_MESSAGE, { cause: err });
  if (outer?.aborted) return err;
  if (err instanceof ApiError || err instanceof NetworkError) return err;
  if (err instanceof Error) return new NetworkError(err.message, { cause: err });
  return new NetworkError(NETWORK_ERROR_MESSAGE, { cause: err });
}

// Late-bound so a test or polyfill that replaces fetch is picked up.
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The server renderer (entry-server.tsx) answers the API calls of a render in-process. */
export function setHttpTransport(fetchFn: typeof fetch): void {
  transport = fetchFn;
}

/** A request sent before the app's code ran (the shape of the inline script's `sentAhead`); `response` null: not sent after all. */
export interface SentAhead {
  readonly url: string;
  readonly body: string;
  readonly response: Promise<Response | null>;
}

/** A request the inline script sent ahead, until the app's identical request takes its answer. */
let sentAhead: SentAhead | null = null;

/** The app's request will take the answer of `sent` when it is the same: POST to the same URL with the same JSON body. */
export function adoptSentAhead(sent: SentAhead): void {
  sentAhead = sent;
}

function sameJson(a: string, b: string): boolean {
  try {
    const x = JSON.parse(a) as Record<string, unknown>;
    const y = JSON.parse(b) as Record<string, unknown>;
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((key) => JSON.stringify(x[key]) === JSON.stringify(y[key]));
  } catch {
    return false;
  }
}

/**
 * The answer sent ahead for this request, taken once. The app's first POST
 * to that URL decides: the same body takes it, another (the form changed
 * since) drops it and goes out.
 */
function takeSentAhead(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response | null> | null {
  const sent = sentAhead;
  if (!sent || init?.method !== 'POST' || String(input) !== sent.url) return null;
  sentAhead = null;
  return typeof init.body === 'string' && sameJson(init.body, sent.body) ? sent.response : null;
}

/** `answer`, unless the call's signal (its timeout) aborts first. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The URL and JSON body the app's POST of `path` sends (company_id added as the rules say): what a form may send ahead. */
export function postTarget(path: string, body?: JsonBody): { url: string; body: JsonBody } {
  const config = getConfig();
  return { url: `${config.apiUrl}${path}`, body: bodyWithCompany(path, body, config.companyId) };
}

/** The app's client: run-time config, the client session and the stored tokens. */
export const http: HttpClient = createHttpClient({
  fetch: (input, init) => {
    const ahead = takeSentAhead(input, init);
    // Not sent after all (the device held something): the request goes now.
    return ahead ? untilAborted(ahead.then((res) => res ?? transport(input, init)), init?.signal) : transport(input, init);
  },
  baseUrl: () => getConfig().apiUrl,
  companyId: () => getConfig().companyId,
  sessionId: () => getSessionId(),
  token: () => tokenStore.bearer(),
});
