-- Discount codes edited in the console. A DiscountCodeBasic code takes a percentage or, with
-- amount_cents, a fixed amount off; the window (starts_at inclusive, ends_at exclusive), the
-- minimum subtotal and the limits are checked by the cart. Times used are counted from the
-- orders that carry the code (orders.discount_code), so no counter can drift from them.
ALTER TABLE discount_codes ADD COLUMN amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0);
ALTER TABLE discount_codes ADD COLUMN starts_at TEXT;
ALTER TABLE discount_codes ADD COLUMN ends_at TEXT;
ALTER TABLE discount_codes ADD COLUMN min_subtotal_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE discount_codes ADD COLUMN usage_limit INTEGER;
ALTER TABLE discount_codes ADD COLUMN per_customer_limit INTEGER;
ALTER TABLE discount_codes ADD COLUMN updated_at TEXT;

-- A customer disabled from the console: their sessions are deleted then, and no session can be
-- made for them again (sign-in and password links refuse them first; this trigger is the floor).
ALTER TABLE customers ADD COLUMN disabled_at TEXT;
CREATE TRIGGER sessions_refuse_disabled BEFORE INSERT ON sessions
WHEN (SELECT disabled_at FROM customers WHERE id = NEW.customer_id) IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'customer disabled');
END;
