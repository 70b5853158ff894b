-- The operator console: staff accounts (never customers), their sessions and one-time links,
-- and the audit trail of every change made from the console (append-only).

CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'fulfilment', 'editor')),
  -- NULL until the person follows their one-time link and sets a password
  password_hash TEXT,
  -- base32 TOTP secret once a second factor is confirmed; NULL without one
  totp_secret TEXT,
  -- the 30-second step of the last code accepted, so a code is never accepted twice
  totp_last_step INTEGER,
  disabled_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE staff_recovery_codes (
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (staff_id, code_hash)
) WITHOUT ROWID;

CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  -- the synchroniser token every form of this session carries
  csrf_token TEXT NOT NULL,
  -- 0 while the second factor is still to be given
  verified INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);

-- one-time links: set a first password (invite, first owner) or a new one
CREATE TABLE staff_tokens (
  token_hash TEXT PRIMARY KEY,
  -- NULL for the link that creates the first owner of an empty store
  staff_id INTEGER REFERENCES staff(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('setup', 'first-owner')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  -- NULL for changes made from the command line (npm run staff)
  staff_id INTEGER REFERENCES staff(id),
  staff_email TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log(entity, entity_id, id);
CREATE INDEX audit_log_staff ON audit_log(staff_id, id);

CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'the audit trail cannot be edited');
END;
CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'the audit trail cannot be edited');
END;
