import { Type, type Static } from 'typebox';
import { DateTime, Nullable, Uuid } from './common.ts';

export const CompanySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    description: Nullable(Type.String()),
    logo: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    website: Nullable(Type.String()),
    address: Nullable(Type.String()),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Company' },
);
export type Company = Static<typeof CompanySchema>;
