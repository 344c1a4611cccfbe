import { Type, type Static } from 'typebox';
import { DateTime, NullableText, Uuid } from './common.ts';

export const CompanySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    slug: Type.String(),
    description: NullableText,
    logo: NullableText,
    email: NullableText,
    phone: NullableText,
    website: NullableText,
    address: NullableText,
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Company' },
);
export type Company = Static<typeof CompanySchema>;
