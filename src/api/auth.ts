/**
 * Customer authentication calls (spec section 7). A factory so the start-up
 * check and the actions can be tested with a client over a fake fetch.
 * Nothing here is cached by TanStack Query: the signed-in customer lives in
 * the jotai store (state/store.ts) and in memory only (decisions.md section 4).
 * The password screens' calls are mutations whose defaults are registered in
 * mutation-defaults.ts (convention 6); never persisted (they carry passwords).
 */
import type {
  CheckTokenResponse,
  Customer,
  LoginRequest,
  Message,
  PasswordChangeRequest,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  ProfileUpdateRequest,
  RegisterRequest,
  TokenResponse,
  ValidateTokenResponse,
} from '#server/schemas/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { http, postTarget, type HttpClient } from './http.ts';

// The types the screens and the mutation defaults name; the responses stay behind AuthApi.
export type { Customer, LoginRequest, PasswordChangeRequest, PasswordResetConfirmBody, PasswordResetRequestBody, ProfileUpdateRequest, RegisterRequest };

const BASE = '/api/v1/customer-auth';

/** The sign-in's URL and JSON body without the form's fields: what its form may send ahead (features/auth/held-sign-in.ts). */
export const loginTarget = () => postTarget(`${BASE}/login`);

export interface AuthApi {
  login(body: LoginRequest): Promise<TokenResponse>;
  register(body: RegisterRequest): Promise<TokenResponse>;
  logout(): Promise<unknown>;
  refresh(): Promise<TokenResponse>;
  getProfile(): Promise<Customer>;
  updateProfile(body: ProfileUpdateRequest): Promise<Customer>;
  changePassword(body: PasswordChangeRequest): Promise<Message>;
  requestPasswordReset(body: PasswordResetRequestBody): Promise<Message>;
  confirmPasswordReset(body: PasswordResetConfirmBody): Promise<Message>;
  verifyEmail(token: string): Promise<Message>;
  /** Resolves true when the server accepts the token; a failure rejects. */
  checkToken(): Promise<boolean>;
  validateToken(): Promise<ValidateTokenResponse>;
  testToken(): Promise<unknown>;
}

export function createAuthApi(client: HttpClient): AuthApi {
  return {
    login: (body) => client.post<TokenResponse>(`${BASE}/login`, { ...body }),
    register: (body) => client.post<TokenResponse>(`${BASE}/register`, { ...body }),
    logout: () => client.post<unknown>(`${BASE}/logout`),
    refresh: () => client.post<TokenResponse>(`${BASE}/refresh`),
    getProfile: () => client.get<Customer>(`${BASE}/profile`),
    updateProfile: (body) => client.put<Customer>(`${BASE}/profile`, { ...body }),
    changePassword: (body) => client.put<Message>(`${BASE}/password`, { ...body }),
    requestPasswordReset: (body) => client.post<Message>(`${BASE}/password`, { ...body }),
    confirmPasswordReset: (body) => client.post<Message>(`${BASE}/password`, { ...body }),
    verifyEmail: (token) => client.post<Message>(`${BASE}/verify-email/${encodeURIComponent(token)}`),
    async checkToken() {
      // "Success means valid"; a body that says otherwise is believed.
      const res = await client.get<Partial<CheckTokenResponse>>(`${BASE}/check-token`);
      return res.valid !== false;
    },
    validateToken: () => client.get<ValidateTokenResponse>(`${BASE}/validate-token`),
    testToken: () => client.get<unknown>(`${BASE}/test-token`),
  };
}

export const authApi: AuthApi = createAuthApi(http);

/** Keys of the password mutations, registered with setMutationDefaults (mutation-defaults.ts). */
export const authMutationKeys = {
  changePassword: ['auth', 'change-password'] as const,
  requestPasswordReset: ['auth', 'request-password-reset'] as const,
  confirmPasswordReset: ['auth', 'confirm-password-reset'] as const,
};

/** Account page: a signed-in customer changes their password. */
export function useChangePassword() {
  return useMutation<Message, Error, PasswordChangeRequest>({ mutationKey: authMutationKeys.changePassword });
}

/** 'Mot de passe oublié': asks for a reset link by email. */
export function useRequestPasswordReset() {
  return useMutation<Message, Error, PasswordResetRequestBody>({ mutationKey: authMutationKeys.requestPasswordReset });
}

/** The reset link's page: sets the new password with the link's token. */
export function useConfirmPasswordReset() {
  return useMutation<Message, Error, PasswordResetConfirmBody>({ mutationKey: authMutationKeys.confirmPasswordReset });
}
