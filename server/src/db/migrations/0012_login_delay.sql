-- Failed password logins per account and client address. Past a few free tries each further failure
-- makes that address wait longer before it may try the account again; other addresses are not held
-- back, so nobody can shut a user out by failing on their behalf.

CREATE TABLE sys_login_delay (
  username varchar(100) NOT NULL,
  ip varchar(100) NOT NULL,
  fail_count integer NOT NULL,
  first_fail_at timestamp(0) NOT NULL,
  wait_until timestamp(0),
  PRIMARY KEY (username, ip)
);
CREATE INDEX idx_sys_login_delay_first_fail_at ON sys_login_delay (first_fail_at);
