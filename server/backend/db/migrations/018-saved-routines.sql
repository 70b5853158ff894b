-- The skin quiz's routine a customer saved: the answers' query string only (the routine itself is
-- worked out afresh from today's catalogue each time it is shown). One per customer.
CREATE TABLE saved_routines (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  answers TEXT NOT NULL,
  saved_at TEXT NOT NULL
);
