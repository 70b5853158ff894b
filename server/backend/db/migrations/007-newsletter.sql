-- Newsletter sign-ups with double opt-in: the address, when and where consent was
-- given, and when the address was confirmed. Only a hash of the pending confirmation token is
-- kept, so a copy of the database cannot confirm addresses.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  consent_at TEXT NOT NULL,
  form_location TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  token_hash TEXT UNIQUE,
  token_expires_at TEXT
);
