-- The cart follows the customer to another browser: the cart that last got the
-- customer as its buyer identity. A deleted cart leaves the customer without one.
ALTER TABLE customers ADD COLUMN cart_id TEXT REFERENCES carts(id) ON DELETE SET NULL;
