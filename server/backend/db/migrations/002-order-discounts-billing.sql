-- Orders record the discount code applied at checkout and where the bill went, so an order
-- page can show totals that add up: subtotal - discount + shipping + tax = total.
ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN discount_code TEXT;
ALTER TABLE orders ADD COLUMN billing_address TEXT;
