CREATE TABLE "catalogue_fine_facets" (
	"company_id" uuid NOT NULL,
	"fine_band" integer NOT NULL,
	"category_id" uuid NOT NULL,
	"rating_floor" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_fine_facets_company_id_fine_band_category_id_rating_floor_pk" PRIMARY KEY("company_id","fine_band","category_id","rating_floor")
);
--> statement-breakpoint
-- Room on each page for a cell's next versions (the triggers below update
-- cells in place: a heap-only update when its page has room), so a band's
-- cells stay on the pages they were written to in key order.
ALTER TABLE "catalogue_fine_facets" SET (fillfactor = 70);--> statement-breakpoint
-- Where price band `band` (≥ 0) starts, as catalogue_price_band numbers bands.
CREATE FUNCTION catalogue_band_start(band integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT ('{1,1.25,1.6,2,2.5,3.2,4,5,6.3,8}'::numeric[])[band % 10 + 1] * 10::numeric ^ (band / 10)
  $$;
--> statement-breakpoint
-- The fine band of a price: price band b cut in ten equal steps, numbered
-- 10b + j for the j-th step (a short decimal each, exact in numeric); −10
-- below 1. fineBandStart() and priceFineBand() in
-- server/src/repositories/products.ts number them the same way.
CREATE FUNCTION catalogue_price_fine_band(price numeric) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    band integer := catalogue_price_band(price);
    start numeric;
  BEGIN
    IF band < 0 THEN
      RETURN -10;
    END IF;
    start := catalogue_band_start(band);
    -- Exact: a price has two decimals and a step's start at most three, so
    -- a price below a step start is at least 10^-13 of a step below it, far
    -- more than numeric division's error.
    RETURN 10 * band + floor((price - start) * 10 / (catalogue_band_start(band + 1) - start))::int;
  END
  $$;
--> statement-breakpoint
-- Each statement's active products added to their cells of both tables and
-- the old ones taken out: the moved products grouped by price first (so each
-- price's bands are worked out once), then one row per changed cell, in key
-- order (two writers lock shared cells in the same order). A write that
-- moves no product between cells (a checkout taking stock, a new name) nets
-- to nothing and touches no row.
CREATE OR REPLACE FUNCTION catalogue_facets_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    moved text;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM catalogue_facets;
      DELETE FROM catalogue_fine_facets;
      RETURN NULL;
    END IF;
    moved := CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT company_id, category_id, price_from, rating, 1 AS d FROM new_rows WHERE status = ''active'''
      WHEN 'DELETE' THEN 'SELECT company_id, category_id, price_from, rating, -1 AS d FROM old_rows WHERE status = ''active'''
      ELSE 'SELECT company_id, category_id, price_from, rating, 1 AS d FROM new_rows WHERE status = ''active''
            UNION ALL SELECT company_id, category_id, price_from, rating, -1 AS d FROM old_rows WHERE status = ''active'''
    END;
    EXECUTE format($q$
      WITH g AS (
        SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000') AS category_id, price_from, floor(rating)::int AS rating_floor, sum(d)::int AS d
        FROM (%s) AS moved
        GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
      ), coarse AS (
        INSERT INTO catalogue_facets AS f (company_id, category_id, price_band, rating_floor, products)
        SELECT company_id, category_id, catalogue_price_band(price_from), rating_floor, sum(d)::int FROM g
        GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, category_id, price_band, rating_floor) DO UPDATE SET products = f.products + excluded.products
      )
      INSERT INTO catalogue_fine_facets AS f (company_id, fine_band, category_id, rating_floor, products)
      SELECT company_id, catalogue_price_fine_band(price_from), category_id, rating_floor, sum(d)::int FROM g
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, fine_band, category_id, rating_floor) DO UPDATE SET products = f.products + excluded.products
    $q$, moved);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Both tables made again from the products (this migration; a bulk seed,
-- which loads with the triggers off): each distinct price's bands worked out
-- once, and the cells written in key order, so that the cells an edge band
-- sums (a few bands of every category and rating) sit on a few pages.
CREATE FUNCTION catalogue_facets_fill() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM catalogue_facets;
    DELETE FROM catalogue_fine_facets;
    WITH counted AS MATERIALIZED (
      SELECT company_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000') AS category_id, price_from, floor(rating)::int AS rating_floor, count(*)::int AS n
      FROM products WHERE status = 'active' GROUP BY 1, 2, 3, 4
    ), prices AS MATERIALIZED (
      SELECT price_from, catalogue_price_band(price_from) AS band, catalogue_price_fine_band(price_from) AS fine_band
      FROM (SELECT DISTINCT price_from FROM counted) AS d
    ), g AS (
      SELECT c.company_id, c.category_id, c.rating_floor, c.n, x.band, x.fine_band FROM counted c JOIN prices x ON x.price_from = c.price_from
    ), coarse AS (
      INSERT INTO catalogue_facets (company_id, category_id, price_band, rating_floor, products)
      SELECT company_id, category_id, band, rating_floor, sum(n)::int FROM g GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    )
    INSERT INTO catalogue_fine_facets (company_id, fine_band, category_id, rating_floor, products)
    SELECT company_id, fine_band, category_id, rating_floor, sum(n)::int FROM g GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  $$;
--> statement-breakpoint
SELECT catalogue_facets_fill();
