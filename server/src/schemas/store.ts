/** Public catalogue: stores (vendors) of the company. */
import { Type, type Static } from 'typebox';
import { ListOf, MAX_LIMIT, NullableText, Uuid } from './common.ts';

export const StoreSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  logo: NullableText,
  address: NullableText,
  description: NullableText,
  contact_phone: NullableText,
  contact_email: NullableText,
  /** Active products the store offers. */
  product_count: Type.Integer({ minimum: 0 }),
}, { $id: 'Store' });
export type Store = Static<typeof StoreSchema>;

export const StoreListSchema = ListOf(StoreSchema);
export type StoreList = Static<typeof StoreListSchema>;

export const StoreListQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 20 }),
  /** Case- and accent-insensitive, on name, address and description. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
