-- Product writes that stay cheap in a large catalogue (a 10,000-product CSV import).
--
-- SKUs are unique whatever their case: the console checks one with `sku = ? COLLATE NOCASE`,
-- which the UNIQUE (binary) index cannot answer, so every check read every variant.
CREATE INDEX variants_sku_nocase ON variants (sku COLLATE NOCASE);

-- A product's row in the search index, by handle: kind and key are UNINDEXED in the FTS table,
-- so the triggers' `DELETE … WHERE kind = 'product' AND key = ?` read the whole index on every
-- product save. The triggers of 013 again, finding the row by its rowid instead.
CREATE TABLE search_product_rows (handle TEXT PRIMARY KEY, docid INTEGER NOT NULL) WITHOUT ROWID;
INSERT OR REPLACE INTO search_product_rows (handle, docid)
  SELECT key, rowid FROM search_index WHERE kind = 'product';

DROP TRIGGER search_product_insert;
DROP TRIGGER search_product_update;
DROP TRIGGER search_product_delete;
CREATE TRIGGER search_product_insert AFTER INSERT ON products WHEN NEW.status = 'active' BEGIN
  INSERT INTO search_index (kind, key, title, body) VALUES ('product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes')));
  INSERT OR REPLACE INTO search_product_rows (handle, docid) VALUES (NEW.handle, last_insert_rowid());
END;
CREATE TRIGGER search_product_update AFTER UPDATE ON products BEGIN
  DELETE FROM search_index WHERE rowid IN (SELECT docid FROM search_product_rows WHERE handle = OLD.handle);
  DELETE FROM search_product_rows WHERE handle = OLD.handle;
  INSERT INTO search_index (kind, key, title, body) SELECT 'product', NEW.handle, NEW.title, concat_ws(' ',
    json_extract(NEW.data, '$.subtitle'), json_extract(NEW.data, '$.keyIngredients'), json_extract(NEW.data, '$.keyBenefits'),
    json_extract(NEW.data, '$.categories'), json_extract(NEW.data, '$.concerns'), json_extract(NEW.data, '$.skinTypes'))
  WHERE NEW.status = 'active';
  INSERT OR REPLACE INTO search_product_rows (handle, docid) SELECT NEW.handle, last_insert_rowid() WHERE NEW.status = 'active';
END;
CREATE TRIGGER search_product_delete AFTER DELETE ON products BEGIN
  DELETE FROM search_index WHERE rowid IN (SELECT docid FROM search_product_rows WHERE handle = OLD.handle);
  DELETE FROM search_product_rows WHERE handle = OLD.handle;
END;
