-- The catalogue edited from the console.
--
-- status: 'active' products are on the shop; a 'draft' (never published, or unpublished) and an
-- 'archived' product are on no listing, page, search or sitemap, but keep their rows so old
-- orders and the audit trail still name them. version counts saves, so two editors of one
-- product find out instead of overwriting each other. weight_grams is for shipping; the seed
-- has none.
ALTER TABLE products ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
  CHECK (status IN ('draft', 'active', 'archived'));
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE variants ADD COLUMN weight_grams INTEGER;

-- the few hidden products, read by every listing to leave them out
CREATE INDEX products_hidden ON products(id) WHERE status <> 'active';

-- Search indexes active products only: the triggers of 006 again, with the status checked.
DROP TRIGGER search_product_insert;
DROP TRIGGER search_product_update;
CREATE TRIGGER search_product_insert AFTER INSERT ON products WHEN NEW.status = 'active' BEGIN
  INSERT INTO search_index (kind, key, title, body) VALUES ('product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes')));
END;
CREATE TRIGGER search_product_update AFTER UPDATE ON products BEGIN
  DELETE FROM search_index WHERE kind = 'product' AND key = OLD.handle;
  INSERT INTO search_index (kind, key, title, body) SELECT 'product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes'))
  WHERE NEW.status = 'active';
END;
