/** Customer authentication: accounts, opaque bearer tokens, password reset and e-mail verification. */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableText, Uuid } from './common.ts';

/** Requests may carry the storefront's company_id; it is accepted and ignored (customers belong to the API's company). */
const companyId = { company_id: Type.Optional(Uuid) };
const closed = { additionalProperties: false } as const;

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 6 caractères';

const Email = Type.String({ format: 'email', maxLength: 254 });
/** The minimum length is checked by the handler, to answer the spec's French message. */
const Password = Type.String({ maxLength: 256 });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Phone = Type.String({ maxLength: 50 });
const Address = Type.String({ maxLength: 1000 });

export const CustomerSchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    email: Type.String(),
    phone: NullableText,
    address: NullableText,
    email_verified: Type.Boolean(),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Customer' },
);
export type Customer = Static<typeof CustomerSchema>;

export const RegisterBody = Type.Object(
  { name: Name, email: Email, password: Password, phone: Type.Optional(Nullable(Phone)), ...companyId },
  closed,
);
export type RegisterRequest = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 256 }), ...companyId }, closed);
export type LoginRequest = Static<typeof LoginBody>;

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_at: DateTime,
  customer: CustomerSchema,
});
export type TokenResponse = Static<typeof TokenResponseSchema>;

export const ProfileUpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    email: Type.Optional(Email),
    phone: Type.Optional(Nullable(Phone)),
    address: Type.Optional(Nullable(Address)),
    /** Required when `email` changes the login address: a stolen session alone must not take the account over. */
    current_password: Type.Optional(Type.String({ maxLength: 256 })),
    ...companyId,
  },
  closed,
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateBody>;

export const PasswordChangeBody = Type.Object(
  { current_password: Type.String({ maxLength: 256 }), new_password: Password, ...companyId },
  closed,
);
export type PasswordChangeRequest = Static<typeof PasswordChangeBody>;

/**
 * POST /customer-auth/password has two forms: {email} requests a reset link,
 * {token, new_password} performs the reset.
 */
export const PasswordResetBody = Type.Object(
  {
    email: Type.Optional(Email),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    new_password: Type.Optional(Password),
    ...companyId,
  },
  closed,
);
export type PasswordResetRequestBody = { email: string; company_id?: string };
export type PasswordResetConfirmBody = { token: string; new_password: string; company_id?: string };

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const MessageSchema = Type.Object({ message: Type.String() });
export type Message = Static<typeof MessageSchema>;

export const CheckTokenSchema = Type.Object({ valid: Type.Boolean() });
export type CheckTokenResponse = Static<typeof CheckTokenSchema>;

export const ValidateTokenSchema = Type.Object({ valid: Type.Boolean(), customer_id: Uuid, expires_at: DateTime });
export type ValidateTokenResponse = Static<typeof ValidateTokenSchema>;

/** The body of a POST without payload (logout, refresh, verify-email): none, or just {company_id}. A DELETE takes no body at all. */
export const EmptyBody = Nullable(Type.Object({ ...companyId }, closed));
