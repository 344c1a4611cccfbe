/**
 * Run-time configuration (decisions.md section 1): one build serves any
 * company; `/config.json` says which one and where its API lives.
 * Guarantees: loaded once, before the first render; the last good copy is
 * kept in storage, so a repeat or offline start knows its company without
 * waiting for the network (a changed config applies from the next start); when nothing
 * is available the API is the same origin and the app explains in French
 * that the company id is missing.
 */
import { browserStorage, type KeyValueStorage } from './storage.ts';

export interface AppConfig {
  companyId: string;
  /** API base URL without a trailing slash; '' means same origin. */
  apiUrl: string;
}

export interface ConfigLoadResult {
  config: AppConfig;
  /** A French message for the shopper when the app cannot work as configured. */
  error: string | null;
  source: 'page' | 'network' | 'storage' | 'default';
  /** With a stored copy: the background refresh (the fresh config, or null when unreachable). */
  refreshed?: Promise<AppConfig | null>;
}

export const CONFIG_URL = '/config.json';
export const CONFIG_STORAGE_KEY = 'app_config';
export const CONFIG_TIMEOUT_MS = 5000;
export const MISSING_COMPANY_MESSAGE =
  "La boutique n'est pas configurée : l'identifiant de l'entreprise (companyId) est absent de /config.json.";

const DEFAULT_CONFIG: AppConfig = { companyId: '', apiUrl: '' };

let current: AppConfig = DEFAULT_CONFIG;

/** The loaded configuration; before loadConfig() it is the same-origin default. */
export function getConfig(): AppConfig {
  return current;
}

/** For tests and for loadConfig. */
export function setConfig(config: AppConfig): void {
  current = config;
}

export function parseConfig(value: unknown): AppConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const companyId = typeof v.companyId === 'string' ? v.companyId.trim() : '';
  const rawUrl = typeof v.apiUrl === 'string' ? v.apiUrl.trim() : '';
  return { companyId, apiUrl: rawUrl.replace(/\/+$/, '') };
}

export interface LoadConfigDeps {
  /** What the server wrote into the page it rendered (configFromPage): used at once, no request. */
  fromPage?: AppConfig | null;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  timeoutMs?: number;
}

async function fetchConfig(fetchFn: typeof fetch, timeoutMs: number): Promise<AppConfig | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(CONFIG_URL, { cache: 'no-store', signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return parseConfig(await res.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function readStored(storage: KeyValueStorage): AppConfig | null {
  try {
    return parseConfig(JSON.parse(storage.getItem(CONFIG_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function remember(storage: KeyValueStorage, config: AppConfig) {
  if (!config.companyId) return;
  try {
    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or blocked: the next offline start will not know the company.
  }
}

/**
 * A repeat visit starts at once from the last good copy (no network on the
 * critical path, which matters on slow and flaky networks) and refreshes it
 * in the background for the next start; a first visit waits for the network.
 */
export async function loadConfig(deps: LoadConfigDeps = {}): Promise<ConfigLoadResult> {
  const storage = deps.storage ?? browserStorage();
  const fetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? CONFIG_TIMEOUT_MS;
  if (deps.fromPage?.companyId) {
    remember(storage, deps.fromPage);
    setConfig(deps.fromPage);
    return { config: deps.fromPage, error: null, source: 'page' };
  }
  const known = readStored(storage);
  if (known?.companyId) {
    const refreshed = fetchConfig(fetchFn, timeoutMs).then((fresh) => {
      if (fresh?.companyId) remember(storage, fresh);
      return fresh;
    });
    void refreshed;
    setConfig(known);
    return { config: known, error: null, source: 'storage', refreshed };
  }
  const fromNetwork = await fetchConfig(fetchFn, timeoutMs);

  let config: AppConfig;
  let source: ConfigLoadResult['source'];
  if (fromNetwork) {
    config = fromNetwork;
    source = 'network';
    remember(storage, config);
  } else {
    config = DEFAULT_CONFIG;
    source = 'default';
  }

  setConfig(config);
  return { config, error: config.companyId ? null : MISSING_COMPANY_MESSAGE, source };
}

/** The id of the JSON block in which the server's page carries the configuration. */
export const PAGE_CONFIG_ID = 'app-config';

/** The configuration of a server-rendered page (a JSON data block, no script to run), or null. */
export function configFromPage(doc: { getElementById(id: string): { textContent: string | null } | null }): AppConfig | null {
  const text = doc.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return parseConfig(JSON.parse(text));
  } catch {
    return null;
  }
}
