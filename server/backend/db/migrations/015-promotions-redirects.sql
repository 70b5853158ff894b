-- Promotions, redirects and customers from the operator console.
--
-- The redirect table as data (it was config/redirects.json only). `from_path` is a site path;
-- one ending in `/*` matches that path and everything below it. The table is filled once from
-- the file (redirect_seed records when), so a redirect removed in the console stays removed
-- across restarts.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  from_path TEXT NOT NULL UNIQUE,
  to_path TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (301, 302, 307, 308)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE redirect_seed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seeded_at TEXT NOT NULL,
  entries INTEGER NOT NULL
);
