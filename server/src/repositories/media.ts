/** Seeded images kept in the database (table media), so every API replica serves them. */
import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { media } from '#server/db/schema.ts';

export interface MediaFile {
  contentType: string;
  body: string;
}

/** The image stored at `path` (e.g. /media/products/x.svg), or null. */
export async function findMedia(db: Executor, path: string): Promise<MediaFile | null> {
  const [row] = await db.select({ contentType: media.contentType, body: media.body }).from(media).where(eq(media.path, path)).limit(1);
  return row ?? null;
}
