-- A category's name is searched (a word naming a category finds its products,
-- repositories/search.ts), so renaming one changes which products a search
-- counts: it bumps the catalogue version as a move to another parent does.
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
            (SELECT id, company_id, parent_id, name FROM new_rows EXCEPT ALL SELECT id, company_id, parent_id, name FROM old_rows)
            UNION ALL
            (SELECT id, company_id, parent_id, name FROM old_rows EXCEPT ALL SELECT id, company_id, parent_id, name FROM new_rows)
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
