CREATE TABLE "store_product_counts" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- A store's counted offers are those whose product is active and of the
-- store's company (what its product_count has always counted). Each statement
-- on offers adds the counted offers it inserts and takes out those it deletes,
-- per store, in key order (two writers lock shared rows in the same order),
-- judged by the products as they are now. A new price moves nothing and
-- touches no row. An offer deleted with its product (ON DELETE CASCADE) finds
-- no product: the product's own delete trigger below took it out first. One
-- deleted with its store finds no store: the store's row goes with the store.
-- Concurrent writes: a product deactivated while an offer of it is added
-- would each miss the other (the foreign key's KEY SHARE lock does not wait
-- for a status update), and the count would drift. Both writes first bump
-- the company's catalogue version (the *_catalogue_* triggers of migration
-- 0003, which fire before these: PostgreSQL fires a table's triggers in
-- name order), so the second waits there for the first to commit, and its
-- statements below, each with a new snapshot, see the first one's change.
-- tests/server/store-product-counts.test.ts holds both orders on PostgreSQL.
CREATE FUNCTION store_product_counts_offers_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM store_product_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO store_product_counts AS c (store_id, products)
      SELECT o.store_id, count(*)::int
      FROM new_rows o JOIN products p ON p.id = o.product_id JOIN stores s ON s.id = o.store_id
      WHERE p.status = 'active' AND p.company_id = s.company_id
      GROUP BY o.store_id ORDER BY o.store_id
      ON CONFLICT (store_id) DO UPDATE SET products = c.products + excluded.products;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO store_product_counts AS c (store_id, products)
      SELECT d.store_id, sum(d.n)::int
      FROM (SELECT o.store_id, o.product_id, 1 AS n FROM new_rows o
            UNION ALL
            SELECT o.store_id, o.product_id, -1 AS n FROM old_rows o) AS d
      JOIN products p ON p.id = d.product_id JOIN stores s ON s.id = d.store_id
      WHERE p.status = 'active' AND p.company_id = s.company_id
      GROUP BY d.store_id HAVING sum(d.n) <> 0 ORDER BY d.store_id
      ON CONFLICT (store_id) DO UPDATE SET products = c.products + excluded.products;
    ELSE
      INSERT INTO store_product_counts AS c (store_id, products)
      SELECT o.store_id, -count(*)::int
      FROM old_rows o JOIN products p ON p.id = o.product_id JOIN stores s ON s.id = o.store_id
      WHERE p.status = 'active' AND p.company_id = s.company_id
      GROUP BY o.store_id ORDER BY o.store_id
      ON CONFLICT (store_id) DO UPDATE SET products = c.products + excluded.products;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER store_products_counts_insert AFTER INSERT ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_offers_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_counts_update AFTER UPDATE ON store_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_offers_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_counts_delete AFTER DELETE ON store_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_offers_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_counts_truncate AFTER TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_offers_changed();
--> statement-breakpoint
-- A product that becomes active (or leaves it, or changes company) adds (or
-- takes out) its offers of stores of its company. Stock, price, name: the
-- status and company are unchanged, nothing is touched.
CREATE FUNCTION store_product_counts_product_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO store_product_counts AS c (store_id, products)
    SELECT sp.store_id, sum(d.n)::int
    FROM (SELECT n.id, n.company_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status = 'active' AND (o.status <> 'active' OR o.company_id <> n.company_id)
          UNION ALL
          SELECT o.id, o.company_id, -1 AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.status = 'active' AND (n.status <> 'active' OR o.company_id <> n.company_id)) AS d
    JOIN store_products sp ON sp.product_id = d.id JOIN stores s ON s.id = sp.store_id AND s.company_id = d.company_id
    GROUP BY sp.store_id HAVING sum(d.n) <> 0 ORDER BY sp.store_id
    ON CONFLICT (store_id) DO UPDATE SET products = c.products + excluded.products;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_store_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_product_changed();
--> statement-breakpoint
-- Before an active product is deleted, its offers are taken out while they
-- are still there: its cascade deletes them after the product is gone, when
-- the offers' trigger can no longer tell it was active. This runs before the
-- delete's own version bump, so it takes the company's version row first:
-- an offer of the product being deleted by another transaction is then
-- either gone (committed) or waits for this one, and is taken out once.
CREATE FUNCTION store_product_counts_product_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF OLD.status = 'active' THEN
      PERFORM 1 FROM catalogue_versions WHERE company_id = OLD.company_id FOR UPDATE;
      INSERT INTO store_product_counts AS c (store_id, products)
      SELECT sp.store_id, -1
      FROM store_products sp JOIN stores s ON s.id = sp.store_id AND s.company_id = OLD.company_id
      WHERE sp.product_id = OLD.id ORDER BY sp.store_id
      ON CONFLICT (store_id) DO UPDATE SET products = c.products + excluded.products;
    END IF;
    RETURN OLD;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_store_counts_delete BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION store_product_counts_product_deleted();
--> statement-breakpoint
-- A deleted store's row goes with it; a store moved to another company is
-- counted again against its new company's products.
CREATE FUNCTION store_product_counts_store_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM store_product_counts c USING old_rows o WHERE c.store_id = o.id;
    ELSE
      DELETE FROM store_product_counts c USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE c.store_id = n.id AND o.company_id <> n.company_id;
      INSERT INTO store_product_counts (store_id, products)
      SELECT n.id, count(*)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.company_id <> n.company_id
      JOIN store_products sp ON sp.store_id = n.id JOIN products p ON p.id = sp.product_id
      WHERE p.status = 'active' AND p.company_id = n.company_id
      GROUP BY n.id ORDER BY n.id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER stores_product_counts_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_store_changed();
--> statement-breakpoint
CREATE TRIGGER stores_product_counts_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION store_product_counts_store_changed();
--> statement-breakpoint
-- The offers already there.
INSERT INTO store_product_counts (store_id, products)
SELECT sp.store_id, count(*)::int
FROM store_products sp JOIN products p ON p.id = sp.product_id JOIN stores s ON s.id = sp.store_id
WHERE p.status = 'active' AND p.company_id = s.company_id
GROUP BY sp.store_id;
