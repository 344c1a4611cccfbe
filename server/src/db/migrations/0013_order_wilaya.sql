ALTER TABLE "orders" ADD COLUMN "wilaya" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wilaya_range" CHECK ("orders"."wilaya" BETWEEN 1 AND 58);