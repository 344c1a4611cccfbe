/**
 * Customer authentication calls (spec section 7). A factory so the start-up
 * check and the actions can be tested with a client over a fake fetch.
 * Nothing here is cached by TanStack Query: the signed-in customer lives in
 * the jotai store (state/store.ts) and in memory only (decisions.md section 4).
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
import { http, type HttpClient } from './http.ts';

export type { Customer, LoginRequest, ProfileUpdateRequest, RegisterRequest, TokenResponse };

const BASE = '/api/v1/customer-auth';

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
