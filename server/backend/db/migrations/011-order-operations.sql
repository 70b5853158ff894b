-- Order operations from the console: shipments (some lines or all, each with its carrier and
-- tracking number), refunds (lines or an amount; test payments, so nothing moves), cancellation,
-- internal notes and the order's own history. orders.version is the optimistic lock every
-- change takes: UPDATE … WHERE id = ? AND version = ?, so of two people acting on one order
-- from the same page only the first wins. The payment's last four digits are already kept at
-- placement (orders.payment_last4, 004-checkout.sql).

ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN cancel_reason TEXT;
ALTER TABLE orders ADD COLUMN cancelled_at TEXT;

CREATE INDEX orders_placed ON orders(placed_at);
CREATE INDEX orders_status ON orders(status, placed_at);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- ups | usps | fedex | dhl | other (shared/rules/carriers.ts)
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  shipped_at TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff(id)
);
CREATE INDEX shipments_order ON shipments(order_id, id);

CREATE TABLE shipment_lines (
  shipment_id INTEGER NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shipment_id, order_line_id)
) WITHOUT ROWID;
CREATE INDEX shipment_lines_line ON shipment_lines(order_line_id);

CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT,
  refunded_at TEXT NOT NULL,
  staff_id INTEGER REFERENCES staff(id)
);
CREATE INDEX refunds_order ON refunds(order_id, id);

-- the lines a refund paid back (none for a refund of an amount)
CREATE TABLE refund_lines (
  refund_id INTEGER NOT NULL REFERENCES refunds(id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (refund_id, order_line_id)
) WITHOUT ROWID;
CREATE INDEX refund_lines_line ON refund_lines(order_line_id);

-- internal: never shown to the customer
CREATE TABLE order_notes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff(id),
  staff_email TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_notes_order ON order_notes(order_id, id);

-- the order's history as the console's detail page lists it (shipped, cancelled, refunded, noted)
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  summary TEXT NOT NULL,
  staff_email TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_events_order ON order_events(order_id, id);
