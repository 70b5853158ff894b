-- Product reviews. `reviews` holds the written reviews: the seed's sample and what
-- customers write, which waits as 'pending' until a moderator publishes it. `rating_counts`
-- holds every star rating a product has received (written or not), the source of the
-- "4.8 (4,389)" and the distribution bars; publishing a written review adds its stars there.

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- NULL for seeded reviews of people who are not customers of this store
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  skin_type TEXT,
  display_name TEXT NOT NULL,
  verified_buyer INTEGER NOT NULL DEFAULT 0,
  helpful_count INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews(product_id, status, created_at);
-- one review per customer per product
CREATE UNIQUE INDEX reviews_one_per_customer ON reviews(product_id, customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE rating_counts (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  count INTEGER NOT NULL,
  PRIMARY KEY (product_id, stars)
) WITHOUT ROWID;

CREATE TRIGGER reviews_published AFTER UPDATE OF status ON reviews
WHEN NEW.status = 'published' AND OLD.status <> 'published' BEGIN
  INSERT INTO rating_counts (product_id, stars, count) VALUES (NEW.product_id, NEW.rating, 1)
  ON CONFLICT (product_id, stars) DO UPDATE SET count = count + 1;
  -- the product's own "rating (count)" stays what the counts say
  UPDATE products SET data = json_set(data,
    '$.reviewCount', (SELECT SUM(count) FROM rating_counts WHERE product_id = NEW.product_id),
    '$.rating', (SELECT ROUND(SUM(stars * count) * 1.0 / SUM(count), 1) FROM rating_counts WHERE product_id = NEW.product_id))
  WHERE id = NEW.product_id;
END;
