-- Department permissions and department roles, read by the access modules.

CREATE TABLE sys_depart_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL,
  permission_id varchar(32) NOT NULL,
  data_rule_ids varchar(1000)
);
CREATE UNIQUE INDEX uniq_sys_depart_permission ON sys_depart_permission (depart_id, permission_id);
CREATE INDEX idx_sys_depart_permission_permission_id ON sys_depart_permission (permission_id);

CREATE TABLE sys_depart_role (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL,
  role_name varchar(200),
  role_code varchar(100),
  description varchar(255),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0)
);
CREATE INDEX idx_sys_depart_role_depart_id ON sys_depart_role (depart_id);

CREATE TABLE sys_depart_role_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32),
  role_id varchar(32) NOT NULL,
  permission_id varchar(32) NOT NULL,
  data_rule_ids varchar(1000),
  operate_date timestamp(0),
  operate_ip varchar(100)
);
CREATE UNIQUE INDEX uniq_sys_depart_role_permission ON sys_depart_role_permission (role_id, permission_id);
CREATE INDEX idx_sys_depart_role_permission_permission_id ON sys_depart_role_permission (permission_id);

CREATE TABLE sys_depart_role_user (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL,
  drole_id varchar(32) NOT NULL
);
CREATE UNIQUE INDEX uniq_sys_depart_role_user ON sys_depart_role_user (user_id, drole_id);
CREATE INDEX idx_sys_depart_role_user_drole_id ON sys_depart_role_user (drole_id);
