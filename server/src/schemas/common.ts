/** Schemas shared by every resource: errors, paging, ids, money. */
import { Type, type Static, type TSchema } from 'typebox';

export const ErrorSchema = Type.Object({ detail: Type.String() }, { $id: 'Error' });
export type ApiError = Static<typeof ErrorSchema>;

export const MAX_LIMIT = 100;

export const Uuid = Type.String({ format: 'uuid' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A text the record may not have: a string or null. */
export const NullableText = Nullable(Type.String());
/** Money travels as a decimal string ("1234.50"), never as a float. */
export const Money = Type.String({ pattern: '^-?\\d+(\\.\\d{1,2})?$' });
export const DateTime = Type.String({ format: 'date-time' });

export const CompanyQuery = Type.Object({ company_id: Type.Optional(Uuid) });

export const PageQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 20 }),
});

export const IdParams = Type.Object({ id: Uuid });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total_items: Type.Integer({ minimum: 0 }) });

export interface List<T> {
  items: T[];
  total_items: number;
}

/** The error responses every route may answer. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
  429: ErrorSchema,
} as const;
