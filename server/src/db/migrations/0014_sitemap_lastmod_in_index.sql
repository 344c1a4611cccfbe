-- The sitemaps' files of products (routes/sitemap.ts) read each product's last change
-- from this walk, not from the table: an index-only scan (docs/benchmarks.md, issue 47).
DROP INDEX "products_company_created";--> statement-breakpoint
CREATE INDEX "products_company_created" ON "products" USING btree ("company_id","created_at" DESC NULLS LAST,"id","price_from","category_id","rating","stock","updated_at") WHERE status = 'active';