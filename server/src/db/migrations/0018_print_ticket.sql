-- Print tickets: a print view opened from the app reads its record with a short-lived, single-use ticket
-- instead of the session token, which in a URL would leak through the browser history and access logs.
-- Only the ticket's SHA-256 is stored. The table is shared by every instance, so a ticket issued by one
-- instance is consumed once whichever instance serves the print view.
CREATE TABLE sys_print_ticket (
  ticket_hash char(64) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  tenant_id integer NOT NULL DEFAULT 0,
  resource varchar(64) NOT NULL,
  record_id varchar(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX idx_sys_print_ticket_expires ON sys_print_ticket (expires_at);
