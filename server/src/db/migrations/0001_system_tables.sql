-- System tables of the original, PostgreSQL dialect for PGlite and PostgreSQL 15.
-- Ids are varchar(32) strings; audit timestamps are local time (timestamp without time zone).

CREATE TABLE sys_user (
  id varchar(32) PRIMARY KEY,
  username varchar(100) NOT NULL,
  realname varchar(100),
  password varchar(255),
  salt varchar(45),
  avatar varchar(255),
  birthday date,
  sex smallint,
  email varchar(45),
  phone varchar(45),
  org_code varchar(64),
  status smallint NOT NULL DEFAULT 1,
  del_flag smallint NOT NULL DEFAULT 0,
  third_id varchar(100),
  third_type varchar(100),
  activiti_sync smallint,
  work_no varchar(100),
  post varchar(100),
  telephone varchar(45),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  user_identity smallint,
  depart_ids text,
  rel_tenant_ids varchar(100),
  client_id varchar(64),
  must_change_password boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX uniq_sys_user_username ON sys_user (username);
-- MySQL lets several rows leave these empty; keep that for NULL and ''.
CREATE UNIQUE INDEX uniq_sys_user_work_no ON sys_user (work_no) WHERE work_no IS NOT NULL AND work_no <> '';
CREATE UNIQUE INDEX uniq_sys_user_email ON sys_user (email) WHERE email IS NOT NULL AND email <> '';
CREATE UNIQUE INDEX uniq_sys_user_phone ON sys_user (phone) WHERE phone IS NOT NULL AND phone <> '';
CREATE INDEX idx_sys_user_status ON sys_user (status);
CREATE INDEX idx_sys_user_del_flag ON sys_user (del_flag);

CREATE TABLE sys_role (
  id varchar(32) PRIMARY KEY,
  role_name varchar(200),
  role_code varchar(100) NOT NULL,
  description varchar(255),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_role_role_code ON sys_role (role_code);

CREATE TABLE sys_user_role (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  role_id varchar(32) NOT NULL
);
CREATE UNIQUE INDEX uniq_sys_user_role ON sys_user_role (user_id, role_id);
CREATE INDEX idx_sys_user_role_role_id ON sys_user_role (role_id);

CREATE TABLE sys_permission (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  name varchar(255),
  url varchar(255),
  component varchar(255),
  component_name varchar(100),
  redirect varchar(255),
  menu_type integer,
  perms varchar(1000),
  perms_type varchar(10) DEFAULT '0',
  sort_no numeric(8, 2),
  always_show boolean NOT NULL DEFAULT false,
  icon varchar(100),
  is_route boolean NOT NULL DEFAULT true,
  is_leaf boolean NOT NULL DEFAULT true,
  keep_alive boolean,
  hidden boolean NOT NULL DEFAULT false,
  hide_tab boolean NOT NULL DEFAULT false,
  description varchar(255),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  del_flag integer NOT NULL DEFAULT 0,
  rule_flag integer NOT NULL DEFAULT 0,
  status varchar(2),
  internal_or_external boolean NOT NULL DEFAULT false
);
CREATE INDEX idx_sys_permission_parent_id ON sys_permission (parent_id);
CREATE INDEX idx_sys_permission_menu_type ON sys_permission (menu_type);
CREATE INDEX idx_sys_permission_sort_no ON sys_permission (sort_no);

CREATE TABLE sys_role_permission (
  id varchar(32) PRIMARY KEY,
  role_id varchar(32) NOT NULL,
  permission_id varchar(32) NOT NULL,
  data_rule_ids varchar(1000),
  operate_date timestamp(0),
  operate_ip varchar(100)
);
CREATE UNIQUE INDEX uniq_sys_role_permission ON sys_role_permission (role_id, permission_id);
CREATE INDEX idx_sys_role_permission_permission_id ON sys_role_permission (permission_id);

CREATE TABLE sys_permission_data_rule (
  id varchar(32) PRIMARY KEY,
  permission_id varchar(32),
  rule_name varchar(50),
  rule_column varchar(50),
  rule_conditions varchar(50),
  rule_value varchar(300),
  status varchar(3),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  create_by varchar(32),
  update_time timestamp(0),
  update_by varchar(32)
);
CREATE INDEX idx_sys_permission_data_rule_permission_id ON sys_permission_data_rule (permission_id);

CREATE TABLE sys_depart (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  depart_name varchar(100) NOT NULL,
  depart_name_en varchar(500),
  depart_name_abbr varchar(500),
  depart_order integer DEFAULT 0,
  description varchar(500),
  org_category varchar(10) NOT NULL DEFAULT '1',
  org_type varchar(10),
  org_code varchar(64) NOT NULL,
  mobile varchar(32),
  fax varchar(32),
  address varchar(100),
  memo varchar(500),
  status varchar(1),
  del_flag varchar(1) DEFAULT '0',
  qywx_identifier varchar(100),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_depart_org_code ON sys_depart (org_code);
CREATE INDEX idx_sys_depart_parent_id ON sys_depart (parent_id);
CREATE INDEX idx_sys_depart_depart_order ON sys_depart (depart_order);

CREATE TABLE sys_user_depart (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  dep_id varchar(32) NOT NULL
);
CREATE UNIQUE INDEX uniq_sys_user_depart ON sys_user_depart (user_id, dep_id);
CREATE INDEX idx_sys_user_depart_dep_id ON sys_user_depart (dep_id);

CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  name varchar(100),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  create_by varchar(100),
  begin_date timestamp(0),
  end_date timestamp(0),
  status integer
);

CREATE TABLE sys_dict (
  id varchar(32) PRIMARY KEY,
  dict_name varchar(100),
  dict_code varchar(100) NOT NULL,
  description varchar(255),
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  type integer DEFAULT 0
);
CREATE UNIQUE INDEX uniq_sys_dict_dict_code ON sys_dict (dict_code);

CREATE TABLE sys_dict_item (
  id varchar(32) PRIMARY KEY,
  dict_id varchar(32) NOT NULL,
  item_text varchar(100) NOT NULL,
  item_value varchar(100) NOT NULL,
  description varchar(255),
  sort_order integer,
  status integer,
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE INDEX idx_sys_dict_item_dict_id ON sys_dict_item (dict_id);
CREATE INDEX idx_sys_dict_item_sort_order ON sys_dict_item (sort_order);

CREATE TABLE sys_log (
  id varchar(32) PRIMARY KEY,
  log_type integer,
  log_content varchar(1000),
  operate_type integer,
  userid varchar(32),
  username varchar(100),
  ip varchar(100),
  method varchar(500),
  request_url varchar(255),
  request_param text,
  request_type varchar(10),
  cost_time bigint,
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE INDEX idx_sys_log_type_time ON sys_log (log_type, create_time);
CREATE INDEX idx_sys_log_create_time ON sys_log (create_time);

CREATE TABLE sys_data_log (
  id varchar(32) PRIMARY KEY,
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  data_table varchar(32),
  data_id varchar(32),
  data_content text,
  data_version integer
);
CREATE INDEX idx_sys_data_log_table_id ON sys_data_log (data_table, data_id);

CREATE TABLE sys_position (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100),
  post_rank varchar(2),
  company_id varchar(255),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  sys_org_code varchar(50)
);
CREATE UNIQUE INDEX uniq_sys_position_code ON sys_position (code);

-- Our own session store: the raw token is never stored, only its SHA-256.
CREATE TABLE sys_user_session (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  token_hash varchar(64) NOT NULL,
  tenant_id integer NOT NULL DEFAULT 0,
  created_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  last_seen_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  expires_at timestamp(0) NOT NULL,
  ip varchar(100),
  user_agent varchar(500)
);
CREATE UNIQUE INDEX uniq_sys_user_session_token_hash ON sys_user_session (token_hash);
CREATE INDEX idx_sys_user_session_user_id ON sys_user_session (user_id);
CREATE INDEX idx_sys_user_session_expires_at ON sys_user_session (expires_at);

-- Failed logins per username: captcha after 3, lockout after 10 within the window.
CREATE TABLE sys_login_failure (
  username varchar(100) PRIMARY KEY,
  fail_count integer NOT NULL DEFAULT 0,
  first_fail_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  locked_until timestamp(0)
);

-- Login captchas, keyed by a hash of the client's checkKey; 60 s lifetime.
CREATE TABLE sys_captcha (
  key_hash varchar(64) PRIMARY KEY,
  code varchar(10) NOT NULL,
  expires_at timestamp(0) NOT NULL
);
CREATE INDEX idx_sys_captcha_expires_at ON sys_captcha (expires_at);
