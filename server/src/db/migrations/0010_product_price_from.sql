-- The price a list shows, sorts by and filters on is what the shopper pays
-- at least (docs/decisions/018): the cheapest offer of a store of the
-- product's company, or the product's own price when no store offers it.
-- It is kept in products.price_from, so every index and count that read the
-- price read it instead, unchanged in shape.
DROP INDEX "products_company_price";--> statement-breakpoint
DROP INDEX "products_active_category_price";--> statement-breakpoint
DROP INDEX "products_company_created";--> statement-breakpoint
DROP INDEX "products_company_rating";--> statement-breakpoint
DROP INDEX "products_category_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_from" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The figure of one product, as its offers and its price are now.
CREATE FUNCTION product_price_from(product_id uuid, company_id uuid, own numeric) RETURNS numeric
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce((SELECT min(o.price) FROM store_products o JOIN stores s ON s.id = o.store_id
                     WHERE o.product_id = $1 AND s.company_id = $2), $3)
  $$;
--> statement-breakpoint
-- A new product, a new price or a product moved to another company: the
-- row's figure is set before it is written (a new product has no offer yet).
CREATE FUNCTION products_set_price_from() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.price_from := CASE WHEN TG_OP = 'INSERT' THEN NEW.price ELSE product_price_from(NEW.id, NEW.company_id, NEW.price) END;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_price_from BEFORE INSERT OR UPDATE OF price, company_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_price_from();
--> statement-breakpoint
-- The products whose offers changed get their figure again. They are locked
-- first, in id order; the figures are then read by a new statement, with a
-- new snapshot, so an offer of the same product changed by a concurrent
-- transaction (which holds its product's row until it commits) is counted
-- once it has committed, not overwritten by a figure read before it.
CREATE FUNCTION products_refresh_price_from(ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN
      RETURN;
    END IF;
    PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE products p SET price_from = x.shown
    FROM (SELECT q.id, product_price_from(q.id, q.company_id, q.price) AS shown FROM products q WHERE q.id = ANY(ids)) AS x
    WHERE p.id = x.id AND p.price_from IS DISTINCT FROM x.shown;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION store_products_price_from_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM products_refresh_price_from(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM products_refresh_price_from(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
    ELSE
      PERFORM products_refresh_price_from(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER store_products_price_from_insert AFTER INSERT ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_products_price_from_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_price_from_update AFTER UPDATE ON store_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_products_price_from_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_price_from_delete AFTER DELETE ON store_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_products_price_from_changed();
--> statement-breakpoint
-- A store moved to another company no longer offers to its old company's
-- products (nor starts offering to the new one's).
CREATE FUNCTION stores_price_from_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM products_refresh_price_from(ARRAY(
      SELECT DISTINCT sp.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.company_id <> n.company_id
      JOIN store_products sp ON sp.store_id = n.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER stores_price_from_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stores_price_from_changed();
--> statement-breakpoint
-- A change of the figure is a change of what lists count and show (migration
-- 0003's comparison, with price_from).
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger
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
            (SELECT id, company_id, category_id, status, price, price_from, rating, search_vector, stock > 0 FROM new_rows
             EXCEPT ALL SELECT id, company_id, category_id, status, price, price_from, rating, search_vector, stock > 0 FROM old_rows)
            UNION ALL
            (SELECT id, company_id, category_id, status, price, price_from, rating, search_vector, stock > 0 FROM old_rows
             EXCEPT ALL SELECT id, company_id, category_id, status, price, price_from, rating, search_vector, stock > 0 FROM new_rows)
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
-- The price bands count the figure lists filter on.
CREATE OR REPLACE FUNCTION catalogue_facets_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM catalogue_facets;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price_from), floor(rating)::int, count(*)::int
      FROM new_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price_from), floor(rating)::int, sum(d)::int
      FROM (SELECT company_id, category_id, price_from, rating, 1 AS d FROM new_rows WHERE status = 'active'
            UNION ALL
            SELECT company_id, category_id, price_from, rating, -1 AS d FROM old_rows WHERE status = 'active') AS moved
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    ELSE
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price_from), floor(rating)::int, -count(*)::int
      FROM old_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- The products already there: their figures (the offers' trigger above does
-- the same for any later change), then the price bands counted again.
UPDATE products p SET price_from = product_price_from(p.id, p.company_id, p.price);--> statement-breakpoint
DELETE FROM catalogue_facets;--> statement-breakpoint
INSERT INTO catalogue_facets (company_id, category_id, price_band, rating_floor, products)
SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price_from), floor(rating)::int, count(*)::int
FROM products WHERE status = 'active'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Counts cached before now counted by the product's own price.
DELETE FROM catalogue_counts;--> statement-breakpoint
CREATE INDEX "products_company_price" ON "products" USING btree ("company_id","price_from","id","category_id","rating","stock") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_price" ON "products" USING btree ("company_id","category_id","price_from","id","rating","stock","created_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_company_created" ON "products" USING btree ("company_id","created_at" DESC NULLS LAST,"id","price_from","category_id","rating","stock") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_company_rating" ON "products" USING btree ("company_id","rating" DESC NULLS LAST,"id","price_from","category_id","stock") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_category_price" ON "products" USING btree ("category_id","price_from","id");
