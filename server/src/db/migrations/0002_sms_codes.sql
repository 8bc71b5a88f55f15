-- SMS verification codes (login, register, forgot password) and the request log their rate limits read.
-- Only a hash of each code is stored; a code is single-use and dies after 10 minutes or 5 wrong tries.

CREATE TABLE sys_sms_code (
  mobile varchar(20) NOT NULL,
  -- smsmode of /sys/sms: 0 login, 1 register, 2 forgot password
  mode varchar(1) NOT NULL,
  code_hash varchar(64) NOT NULL,
  created_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  expires_at timestamp(0) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mobile, mode)
);
CREATE INDEX idx_sys_sms_code_expires_at ON sys_sms_code (expires_at);

-- One row per /sys/sms request that passed validation; `sent` marks those that reached the gateway.
CREATE TABLE sys_sms_request (
  id varchar(32) PRIMARY KEY,
  mobile varchar(20) NOT NULL,
  ip varchar(100) NOT NULL,
  sent boolean NOT NULL DEFAULT false,
  created_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0)
);
CREATE INDEX idx_sys_sms_request_mobile ON sys_sms_request (mobile, created_at);
CREATE INDEX idx_sys_sms_request_ip ON sys_sms_request (ip, created_at);
CREATE INDEX idx_sys_sms_request_created_at ON sys_sms_request (created_at);
