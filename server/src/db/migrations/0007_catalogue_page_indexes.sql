-- Indexes a catalogue page reads from alone (docs/decisions/004, addendum):
-- by date and by rating, a walk that carries every filter column; with
-- categories, each category's matches in price order.
DROP INDEX "products_company_created";--> statement-breakpoint
DROP INDEX "products_active_category_price";--> statement-breakpoint
DROP INDEX "products_company_rating";--> statement-breakpoint
CREATE INDEX "products_company_created" ON "products" USING btree ("company_id","created_at" DESC NULLS LAST,"id","price","category_id","rating","stock") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_price" ON "products" USING btree ("company_id","category_id","price","id","rating","stock","created_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_company_rating" ON "products" USING btree ("company_id","rating" DESC NULLS LAST,"id","price","category_id","stock") WHERE status = 'active';