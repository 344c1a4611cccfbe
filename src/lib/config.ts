/**
 * Run-time configuration (decisions.md section 1): one build serves any
 * company; `/config.json` says which one and where its API lives.
 * Guarantees: loaded once, before the first render; the last good copy is
 * kept in storage so an offline start still knows its company; when nothing
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
  source: 'network' | 'storage' | 'default';
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

export async function loadConfig(deps: LoadConfigDeps = {}): Promise<ConfigLoadResult> {
  const storage = deps.storage ?? browserStorage();
  const fetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fromNetwork = await fetchConfig(fetchFn, deps.timeoutMs ?? CONFIG_TIMEOUT_MS);

  let config: AppConfig;
  let source: ConfigLoadResult['source'];
  if (fromNetwork) {
    config = fromNetwork;
    source = 'network';
    if (config.companyId) {
      try {
        storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(config));
      } catch {
        // Storage full or blocked: the next offline start will not know the company.
      }
    }
  } else {
    const stored = readStored(storage);
    config = stored ?? DEFAULT_CONFIG;
    source = stored ? 'storage' : 'default';
  }

  setConfig(config);
  return { config, error: config.companyId ? null : MISSING_COMPANY_MESSAGE, source };
}
