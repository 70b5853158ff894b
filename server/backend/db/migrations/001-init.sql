-- Initial schema of the embedded backend. Money is stored in integer cents; documents that
-- are only ever read whole (product copy, CMS entries) are JSON text.

CREATE TABLE selling_plans (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  interval_days INTEGER NOT NULL,
  discount_percent REAL NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  published_at TEXT NOT NULL,
  min_price_cents INTEGER NOT NULL,
  -- higher sells more; 'best-selling' sorts by it
  sales_rank INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL
);

CREATE TABLE product_tags (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (tag, product_id)
) WITHOUT ROWID;

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sku TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  compare_at_cents INTEGER,
  inventory INTEGER NOT NULL
);
CREATE INDEX variants_product ON variants(product_id, position);

CREATE TABLE product_selling_plans (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES selling_plans(id),
  PRIMARY KEY (product_id, plan_id)
) WITHOUT ROWID;

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  phone TEXT,
  accepts_marketing INTEGER NOT NULL DEFAULT 0,
  -- NULL for invited customers until they activate their account
  password_hash TEXT,
  default_address_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, company TEXT NOT NULL,
  address1 TEXT NOT NULL, address2 TEXT NOT NULL, city TEXT NOT NULL,
  province_code TEXT NOT NULL, zip TEXT NOT NULL, country TEXT NOT NULL, phone TEXT NOT NULL
);
CREATE INDEX addresses_customer ON addresses(customer_id);

-- token_hash is sha256 of the bearer token, so a copy of the database holds no live session
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_customer ON sessions(customer_id);

-- single-use nonces behind the signed reset / activation URLs
CREATE TABLE customer_tokens (
  nonce TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'activate')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE metafields (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (customer_id, key)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  number INTEGER NOT NULL UNIQUE,
  placed_at TEXT NOT NULL,
  status TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  shipping_address TEXT
);
CREATE INDEX orders_customer ON orders(customer_id, placed_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  handle TEXT NOT NULL, title TEXT NOT NULL, variant_title TEXT NOT NULL, sku TEXT NOT NULL,
  quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL
);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  handle TEXT NOT NULL, sku TEXT NOT NULL, selling_plan_id TEXT,
  status TEXT NOT NULL, next_delivery TEXT NOT NULL
);

CREATE TABLE locations (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL, business TEXT,
  address1 TEXT NOT NULL, city TEXT NOT NULL, province_code TEXT NOT NULL, zip TEXT NOT NULL,
  phone TEXT NOT NULL, lat REAL NOT NULL, long REAL NOT NULL, services TEXT NOT NULL
);

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  type TEXT NOT NULL,
  percentage REAL,
  description TEXT NOT NULL,
  enabled INTEGER NOT NULL
);

CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT, phone TEXT,
  country_code TEXT NOT NULL DEFAULT 'US',
  delivery_address TEXT,
  note TEXT NOT NULL DEFAULT '',
  attributes TEXT NOT NULL DEFAULT '[]',
  discount_codes TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_lines (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  selling_plan_id TEXT REFERENCES selling_plans(id),
  attributes TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX cart_lines_cart ON cart_lines(cart_id, position);

-- CMS documents read whole: globals, navigation, announcements, plp, home, gift rules
CREATE TABLE documents (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  PRIMARY KEY (kind, key)
);

CREATE TABLE blog_categories (
  slug TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE blog_posts (
  slug TEXT PRIMARY KEY,
  category_slug TEXT NOT NULL,
  published_at TEXT NOT NULL,
  featured INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX blog_posts_category ON blog_posts(category_slug, published_at);

CREATE TABLE content_pages (
  path TEXT PRIMARY KEY,
  data TEXT NOT NULL
);

-- images: the recipe is written at seed time, the bytes on first request
CREATE TABLE assets (
  id TEXT PRIMARY KEY,
  recipe TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  content_type TEXT,
  bytes BLOB
);

-- development outbox: the mails a real shop would send (reset and activation links)
CREATE TABLE emails (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
