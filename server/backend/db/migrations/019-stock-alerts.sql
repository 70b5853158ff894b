-- "Email me when it's back": one row per size (variant) and address waiting for it. A visitor's
-- alert waits for its confirmation link (only a hash of the token is kept); a signed-in
-- customer's is confirmed at once. An alert is deleted when its mail is sent (once per restock).
CREATE TABLE stock_alerts (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  token_hash TEXT UNIQUE,
  token_expires_at TEXT,
  UNIQUE (variant_id, email)
);
-- the subscribers of a size in the order they asked (the restock mails follow it)
CREATE INDEX stock_alerts_waiting ON stock_alerts(variant_id, confirmed_at, created_at, id);
CREATE INDEX stock_alerts_customer ON stock_alerts(customer_id);

-- A size back on sale whose subscribers are still being mailed: the next batch is due at
-- next_batch_at (an hour after the last), and only while the size is still in stock.
CREATE TABLE stock_restocks (
  variant_id INTEGER PRIMARY KEY REFERENCES variants(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  next_batch_at TEXT NOT NULL
);
