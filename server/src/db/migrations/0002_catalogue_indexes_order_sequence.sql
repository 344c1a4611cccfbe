CREATE SEQUENCE IF NOT EXISTS "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "products_company_price";--> statement-breakpoint
CREATE INDEX "products_active_category_price" ON "products" USING btree ("company_id","category_id","price","rating") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_company_price" ON "products" USING btree ("company_id","price","id") WHERE status = 'active';