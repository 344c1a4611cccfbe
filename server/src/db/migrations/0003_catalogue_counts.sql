CREATE SEQUENCE "public"."catalogue_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_counts" (
	"company_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "catalogue_counts_company_id_slot_pk" PRIMARY KEY("company_id","slot")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_company_price";--> statement-breakpoint
CREATE INDEX "products_company_price" ON "products" USING btree ("company_id","price","id","category_id","rating","stock") WHERE status = 'active';--> statement-breakpoint
-- Gives each company a new catalogue version. The value comes from the
-- sequence under the row's lock (ON CONFLICT's SET runs once the row is
-- locked), so it is never reused and grows with each write; companies are
-- taken in id order so two writers never wait on each other in a cycle.
CREATE FUNCTION catalogue_bump(companies uuid[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO catalogue_versions AS v (company_id, version)
    SELECT c, nextval('catalogue_version_seq')
    FROM (SELECT DISTINCT c FROM unnest(companies) AS u(c) WHERE c IS NOT NULL ORDER BY c) AS s
    ON CONFLICT (company_id) DO UPDATE SET version = nextval('catalogue_version_seq')
  $$;
--> statement-breakpoint
-- Statement-level triggers: one bump per statement, whatever its row count
-- (the seed inserts products 1,000 at a time). An UPDATE bumps only when it
-- changes what a count can see: a checkout that takes 2 from a stock of 10
-- changes no total, and bumping would hold the company's version row locked
-- until the order commits, queueing every other checkout of the company
-- behind it. (Rows are compared on those columns as multisets: EXCEPT ALL.)
-- TRUNCATE has no transition tables, so it invalidates every company.
CREATE FUNCTION catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM catalogue_bump(ARRAY(SELECT company_id FROM catalogue_versions));
    ELSIF TG_TABLE_NAME = 'products' THEN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM new_rows));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM catalogue_bump(ARRAY(
          SELECT company_id FROM (
            (SELECT id, company_id, category_id, status, price, rating, search_vector, stock > 0 FROM new_rows
             EXCEPT ALL SELECT id, company_id, category_id, status, price, rating, search_vector, stock > 0 FROM old_rows)
            UNION ALL
            (SELECT id, company_id, category_id, status, price, rating, search_vector, stock > 0 FROM old_rows
             EXCEPT ALL SELECT id, company_id, category_id, status, price, rating, search_vector, stock > 0 FROM new_rows)
          ) AS changed));
      ELSE
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM old_rows));
      END IF;
    ELSIF TG_TABLE_NAME = 'categories' THEN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM new_rows));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM catalogue_bump(ARRAY(
          SELECT company_id FROM (
            (SELECT id, company_id, parent_id FROM new_rows EXCEPT ALL SELECT id, company_id, parent_id FROM old_rows)
            UNION ALL
            (SELECT id, company_id, parent_id FROM old_rows EXCEPT ALL SELECT id, company_id, parent_id FROM new_rows)
          ) AS changed));
      ELSE
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM old_rows));
      END IF;
    ELSIF TG_TABLE_NAME IN ('stores', 'collections') THEN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM new_rows));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM catalogue_bump(ARRAY(
          SELECT company_id FROM (
            (SELECT id, company_id FROM new_rows EXCEPT ALL SELECT id, company_id FROM old_rows)
            UNION ALL
            (SELECT id, company_id FROM old_rows EXCEPT ALL SELECT id, company_id FROM new_rows)
          ) AS changed));
      ELSE
        PERFORM catalogue_bump(ARRAY(SELECT company_id FROM old_rows));
      END IF;
    -- Links bump both owners: the store's or collection's company (their
    -- pages) and the product's. A link whose store, collection or product is
    -- gone was cascaded from that delete, which bumped its company through its
    -- own trigger. A store's price or a collection position changes no count.
    ELSIF TG_TABLE_NAME = 'store_products' THEN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogue_bump(ARRAY(
          SELECT o.company_id FROM stores o WHERE o.id IN (SELECT store_id FROM new_rows)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows)));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM catalogue_bump(ARRAY(
          WITH changed AS (
            (SELECT store_id, product_id FROM new_rows EXCEPT ALL SELECT store_id, product_id FROM old_rows)
            UNION ALL
            (SELECT store_id, product_id FROM old_rows EXCEPT ALL SELECT store_id, product_id FROM new_rows))
          SELECT o.company_id FROM stores o WHERE o.id IN (SELECT store_id FROM changed)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM changed)));
      ELSE
        PERFORM catalogue_bump(ARRAY(
          SELECT o.company_id FROM stores o WHERE o.id IN (SELECT store_id FROM old_rows)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM old_rows)));
      END IF;
    ELSIF TG_TABLE_NAME = 'collection_products' THEN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalogue_bump(ARRAY(
          SELECT o.company_id FROM collections o WHERE o.id IN (SELECT collection_id FROM new_rows)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM new_rows)));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM catalogue_bump(ARRAY(
          WITH changed AS (
            (SELECT collection_id, product_id FROM new_rows EXCEPT ALL SELECT collection_id, product_id FROM old_rows)
            UNION ALL
            (SELECT collection_id, product_id FROM old_rows EXCEPT ALL SELECT collection_id, product_id FROM new_rows))
          SELECT o.company_id FROM collections o WHERE o.id IN (SELECT collection_id FROM changed)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM changed)));
      ELSE
        PERFORM catalogue_bump(ARRAY(
          SELECT o.company_id FROM collections o WHERE o.id IN (SELECT collection_id FROM old_rows)
          UNION SELECT p.company_id FROM products p WHERE p.id IN (SELECT product_id FROM old_rows)));
      END IF;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue_truncate AFTER TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_insert AFTER INSERT ON collections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_update AFTER UPDATE ON collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_delete AFTER DELETE ON collections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_truncate AFTER TRUNCATE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_catalogue_insert AFTER INSERT ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_catalogue_update AFTER UPDATE ON store_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_catalogue_delete AFTER DELETE ON store_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_catalogue_truncate AFTER TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_insert AFTER INSERT ON collection_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_update AFTER UPDATE ON collection_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_delete AFTER DELETE ON collection_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_truncate AFTER TRUNCATE ON collection_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
-- Catalogues that already exist get a version, so their counts are cached from now on.
SELECT catalogue_bump(ARRAY(SELECT id FROM companies));
