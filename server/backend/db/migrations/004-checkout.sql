-- The hosted checkout. Orders may now belong to a guest (customer_id NULL, attached
-- to the account that later signs in with the same e-mail), and an order remembers the cart and
-- the idempotency key it came from: UNIQUE on both means a cart is placed at most once, whatever
-- the number of concurrent or replayed POSTs. SQLite cannot drop NOT NULL in place, so orders
-- and order_lines are rebuilt; order_lines goes first so dropping orders cascades into nothing.

CREATE TABLE orders_new (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  number INTEGER NOT NULL UNIQUE,
  placed_at TEXT NOT NULL,
  status TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  shipping_address TEXT,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  discount_code TEXT,
  billing_address TEXT,
  email TEXT COLLATE NOCASE,
  cart_id TEXT UNIQUE,
  idempotency_key TEXT UNIQUE,
  shipping_method TEXT,
  payment_last4 TEXT
);
INSERT INTO orders_new (id, customer_id, number, placed_at, status, subtotal_cents, shipping_cents, tax_cents,
                        shipping_address, discount_cents, discount_code, billing_address, email)
  SELECT o.id, o.customer_id, o.number, o.placed_at, o.status, o.subtotal_cents, o.shipping_cents, o.tax_cents,
         o.shipping_address, o.discount_cents, o.discount_code, o.billing_address, c.email
  FROM orders o LEFT JOIN customers c ON c.id = o.customer_id;

CREATE TABLE order_lines_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders_new(id) ON DELETE CASCADE,
  handle TEXT NOT NULL, title TEXT NOT NULL, variant_title TEXT NOT NULL, sku TEXT NOT NULL,
  quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL
);
INSERT INTO order_lines_new SELECT id, order_id, handle, title, variant_title, sku, quantity, price_cents FROM order_lines;

DROP TABLE order_lines;
DROP TABLE orders;
-- renaming also re-points order_lines_new's foreign key at the new name
ALTER TABLE orders_new RENAME TO orders;
ALTER TABLE order_lines_new RENAME TO order_lines;
CREATE INDEX orders_customer ON orders(customer_id, placed_at);
CREATE INDEX orders_guest_email ON orders(email) WHERE customer_id IS NULL;
CREATE INDEX order_lines_order ON order_lines(order_id);

-- One checkout per cart, reached by an unguessable token (the URL checkout-url answers).
-- No foreign key to carts: placing the order deletes the cart, the checkout stays as the
-- receipt that leads a replayed POST to the same confirmation.
CREATE TABLE checkouts (
  token TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT,
  shipping_address TEXT,
  shipping_method TEXT,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE shipping_methods (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  -- 1: free when the discounted subtotal reaches the free-shipping threshold
  free_over_threshold INTEGER NOT NULL,
  position INTEGER NOT NULL
);

-- per-state sales tax on the discounted goods (a simple table, not a tax engine)
CREATE TABLE tax_rates (
  province_code TEXT PRIMARY KEY,
  rate_percent REAL NOT NULL
);

CREATE TABLE checkout_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
