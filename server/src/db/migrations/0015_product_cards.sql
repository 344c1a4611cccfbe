CREATE TABLE "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"images" json,
	"offers" json
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product card's images (primary first) and its company's stores' offers
-- (cheapest first), as every list sends them: built once per write here, not
-- for every product of every page read (docs/benchmarks.md, stop 70).
CREATE FUNCTION product_card_images(product_id uuid) RETURNS json
  LANGUAGE sql STABLE
  AS $$
    SELECT json_agg(json_build_object('id', i.id, 'image_url', i.image_url, 'is_primary', i.is_primary)
                    ORDER BY i.is_primary DESC, i.position, i.id)
    FROM product_images i WHERE i.product_id = $1
  $$;
--> statement-breakpoint
CREATE FUNCTION product_card_offers(product_id uuid, company_id uuid) RETURNS json
  LANGUAGE sql STABLE
  AS $$
    SELECT json_agg(json_build_object('store_id', s.id, 'store_name', s.name, 'store_address', s.address, 'price', o.price::text)
                    ORDER BY o.price, s.name, s.id)
    FROM store_products o JOIN stores s ON s.id = o.store_id
    WHERE o.product_id = $1 AND s.company_id = $2
  $$;
--> statement-breakpoint
-- The cards of these products made again. As for price_from (migration
-- 0010), the products are locked first, in id order, and the cards read by a
-- new statement: a concurrent change to the same product's images or offers
-- has committed by then and is in the card, not overwritten by a card read
-- before it.
CREATE FUNCTION product_cards_refresh(ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN
      RETURN;
    END IF;
    PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO product_cards AS c (product_id, images, offers)
    SELECT p.id, product_card_images(p.id), product_card_offers(p.id, p.company_id) FROM products p WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET images = excluded.images, offers = excluded.offers
    WHERE c.images::text IS DISTINCT FROM excluded.images::text OR c.offers::text IS DISTINCT FROM excluded.offers::text;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_links_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      IF TG_TABLE_NAME = 'product_images' THEN
        UPDATE product_cards SET images = NULL WHERE images IS NOT NULL;
      ELSE
        UPDATE product_cards SET offers = NULL WHERE offers IS NOT NULL;
      END IF;
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM product_cards_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
    ELSE
      PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_images_cards_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_update AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_truncate AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_cards_insert AFTER INSERT ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_cards_update AFTER UPDATE ON store_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_cards_delete AFTER DELETE ON store_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
CREATE TRIGGER store_products_cards_truncate AFTER TRUNCATE ON store_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_links_changed();
--> statement-breakpoint
-- A store renamed, moved or given to another company: every card with its offer.
CREATE FUNCTION product_cards_store_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM product_cards_refresh(ARRAY(SELECT product_id FROM store_products WHERE store_id = NEW.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER stores_cards_update AFTER UPDATE OF name, address, company_id ON stores FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.address IS DISTINCT FROM NEW.address OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION product_cards_store_changed();
--> statement-breakpoint
-- A product given to another company is offered by that company's stores.
CREATE FUNCTION product_cards_product_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM product_cards_refresh(ARRAY[NEW.id]);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_cards_company AFTER UPDATE OF company_id ON products FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION product_cards_product_moved();
--> statement-breakpoint
-- Every product's card made again, set-based: for the products there are
-- now, and after a bulk load (server/src/seed/seed.ts), which writes images
-- and offers with the insert triggers above turned off. The same JSON as
-- product_card_images and product_card_offers, aggregated by product in one
-- pass over images and offers (calling them for each product took 2.7 times
-- as long: 0.77 s against 0.29 s for 10,000 products).
CREATE FUNCTION product_cards_fill() RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO product_cards AS c (product_id, images, offers)
    SELECT p.id, i.images, o.offers FROM products p
    LEFT JOIN (
      SELECT i.product_id, json_agg(json_build_object('id', i.id, 'image_url', i.image_url, 'is_primary', i.is_primary)
                                    ORDER BY i.is_primary DESC, i.position, i.id) AS images
      FROM product_images i GROUP BY i.product_id) i ON i.product_id = p.id
    LEFT JOIN (
      SELECT o.product_id, s.company_id,
             json_agg(json_build_object('store_id', s.id, 'store_name', s.name, 'store_address', s.address, 'price', o.price::text)
                      ORDER BY o.price, s.name, s.id) AS offers
      FROM store_products o JOIN stores s ON s.id = o.store_id GROUP BY o.product_id, s.company_id) o
      ON o.product_id = p.id AND o.company_id = p.company_id
    WHERE i.images IS NOT NULL OR o.offers IS NOT NULL
    ON CONFLICT (product_id) DO UPDATE SET images = excluded.images, offers = excluded.offers
    WHERE c.images::text IS DISTINCT FROM excluded.images::text OR c.offers::text IS DISTINCT FROM excluded.offers::text
  $$;
--> statement-breakpoint
SELECT product_cards_fill();
