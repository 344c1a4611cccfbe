import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import type { Company } from '../schemas/company.ts';

type Row = typeof companies.$inferSelect;

export function toCompany(r: Row): Company {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    logo: r.logo,
    email: r.email,
    phone: r.phone,
    website: r.website,
    address: r.address,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function findCompanyById(db: Executor, id: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ? toCompany(row) : null;
}

export async function findCompanyBySlug(db: Executor, slug: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ? toCompany(row) : null;
}
