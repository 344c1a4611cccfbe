import { authApi } from '#src/api/auth.ts';
import { tokenStore } from '#src/lib/auth-token.ts';
import { isOnline } from '#src/offline/online.ts';
import { appStore } from '#src/state/store.ts';
import type { AuthDeps } from './auth-service.ts';

/** The app's real dependencies: HTTP client, the single store, browser storage, the browser's online state. */
export const appAuthDeps: AuthDeps = { api: authApi, store: appStore, tokens: tokenStore, isOnline };
