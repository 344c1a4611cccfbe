CREATE TABLE "catalogue_facets" (
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price_band" integer NOT NULL,
	"rating_floor" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_facets_company_id_category_id_price_band_rating_floor_pk" PRIMARY KEY("company_id","category_id","price_band","rating_floor")
);
--> statement-breakpoint
-- The price band of a price: ten per decade, starting at 1, 1.25, 1.6, 2, 2.5,
-- 3.2, 4, 5, 6.3 and 8 times a power of ten (band 10e + i); −1 below 1. In
-- exact numeric arithmetic, so a band's start is in it. priceBand() in
-- server/src/repositories/products.ts numbers bands the same way.
CREATE FUNCTION catalogue_price_band(price numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE WHEN price < 1 THEN -1 ELSE
      10 * d.e + (SELECT count(*)::int FROM unnest('{1.25,1.6,2,2.5,3.2,4,5,6.3,8}'::numeric[]) AS m(v) WHERE price >= m.v * 10::numeric ^ d.e)
    END
    FROM (SELECT length(trunc(abs(price))::text) - 1 AS e) AS d
  $$;
--> statement-breakpoint
-- Adds each statement's active products to their cells and takes the old ones
-- out: one row per changed cell, in key order (two writers lock shared cells
-- in the same order). A write that moves no product between cells (a checkout
-- taking stock, a new name) nets to nothing and touches no row. Cells that
-- fall to 0 stay (at most categories × bands × 7 of them per company).
CREATE FUNCTION catalogue_facets_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM catalogue_facets;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price), floor(rating)::int, count(*)::int
      FROM new_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price), floor(rating)::int, sum(d)::int
      FROM (SELECT company_id, category_id, price, rating, 1 AS d FROM new_rows WHERE status = 'active'
            UNION ALL
            SELECT company_id, category_id, price, rating, -1 AS d FROM old_rows WHERE status = 'active') AS moved
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    ELSE
      INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price), floor(rating)::int, -count(*)::int
      FROM old_rows WHERE status = 'active'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facets_changed();
--> statement-breakpoint
-- The products already there.
INSERT INTO catalogue_facets (company_id, category_id, price_band, rating_floor, products)
SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), catalogue_price_band(price), floor(rating)::int, count(*)::int
FROM products WHERE status = 'active'
GROUP BY 1, 2, 3, 4;
