-- Review moderation and stock from the operator console.
--
-- A moderated review keeps who decided, when and why (the audit trail holds the same with the
-- before/after values; these columns let the queue show it without reading the log).
-- published_at is set when a review is approved: a 'rejected' review that has one was
-- published once and then unpublished. The status CHECK of 008 stays as it is (rebuilding the
-- table to add a status is not worth it for a label the console derives).
ALTER TABLE reviews ADD COLUMN moderated_by INTEGER REFERENCES staff(id) ON DELETE SET NULL;
ALTER TABLE reviews ADD COLUMN moderated_by_email TEXT;
ALTER TABLE reviews ADD COLUMN moderated_at TEXT;
ALTER TABLE reviews ADD COLUMN moderation_reason TEXT;
ALTER TABLE reviews ADD COLUMN published_at TEXT;

-- the moderation queue: one status, oldest first
CREATE INDEX reviews_queue ON reviews(status, created_at, id);

-- Unpublishing takes the review's stars out of rating_counts again (008's reviews_published
-- put them in), and the product's own "rating (count)" follows. A product left with no
-- ratings shows 0 (0), as one seeded without any does.
CREATE TRIGGER reviews_unpublished AFTER UPDATE OF status ON reviews
WHEN OLD.status = 'published' AND NEW.status <> 'published' BEGIN
  UPDATE rating_counts SET count = count - 1
  WHERE product_id = OLD.product_id AND stars = OLD.rating AND count > 0;
  UPDATE products SET data = json_set(data,
    '$.reviewCount', COALESCE((SELECT SUM(count) FROM rating_counts WHERE product_id = OLD.product_id), 0),
    '$.rating', COALESCE((SELECT ROUND(SUM(stars * count) * 1.0 / NULLIF(SUM(count), 0), 1)
                          FROM rating_counts WHERE product_id = OLD.product_id), 0))
  WHERE id = OLD.product_id;
END;

-- Stock: a quantity is never below zero, whoever writes it (console, CSV import, checkout).
CREATE TRIGGER variants_inventory_not_negative_insert BEFORE INSERT ON variants
WHEN NEW.inventory < 0 BEGIN
  SELECT RAISE(ABORT, 'variants.inventory below 0');
END;
CREATE TRIGGER variants_inventory_not_negative_update BEFORE UPDATE OF inventory ON variants
WHEN NEW.inventory < 0 BEGIN
  SELECT RAISE(ABORT, 'variants.inventory below 0');
END;

-- the console's "low" and "sold out" filters and the overview's counts
CREATE INDEX variants_inventory ON variants(inventory);
