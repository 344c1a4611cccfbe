import { authApi } from '#src/api/auth.ts';
import { tokenStore } from '#src/lib/auth-token.ts';
import { appStore } from '#src/state/store.ts';
import type { AuthDeps } from './auth-service.ts';

/** The app's real dependencies: HTTP client, the single store, browser storage. */
export const appAuthDeps: AuthDeps = { api: authApi, store: appStore, tokens: tokenStore };
