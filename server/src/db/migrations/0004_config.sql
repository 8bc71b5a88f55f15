-- Configuration tables: categories, check rules, fill rules and their day counters.

CREATE TABLE sys_category (
  id varchar(36) PRIMARY KEY,
  pid varchar(36) NOT NULL DEFAULT '0',
  name varchar(100) NOT NULL,
  code varchar(100) NOT NULL,
  sys_org_code varchar(64),
  has_child varchar(3) DEFAULT '0',
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_category_code ON sys_category (code);
CREATE INDEX idx_sys_category_pid ON sys_category (pid);

CREATE TABLE sys_check_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100),
  rule_code varchar(100) NOT NULL,
  rule_json varchar(1024),
  rule_description varchar(200),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_check_rule_code ON sys_check_rule (rule_code);

-- rule_class names a generator implemented in code (e.g. dated-serial), never a class to load.
CREATE TABLE sys_fill_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100),
  rule_code varchar(100) NOT NULL,
  rule_class varchar(100),
  rule_params varchar(200),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_fill_rule_code ON sys_fill_rule (rule_code);

-- One counter per rule and period (e.g. day), incremented atomically by INSERT ... ON CONFLICT.
CREATE TABLE sys_fill_rule_seq (
  rule_code varchar(100) NOT NULL,
  period varchar(20) NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (rule_code, period)
);
