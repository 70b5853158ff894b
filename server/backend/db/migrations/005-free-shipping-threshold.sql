-- The seeded free-shipping threshold moved from $75 to $50 (the announcement bar and
-- the shipping page have always promised $50). A store still holding the first seed's value
-- follows; a value an operator chose is left alone.
UPDATE checkout_settings SET value = '5000' WHERE key = 'free_shipping_threshold_cents' AND value = '7500';
