-- Configuration tables: data sources and gateway routes. sys_position is in 0001.

-- db_password is stored for the connection test and never sent back to a client.
CREATE TABLE sys_data_source (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  name varchar(100),
  remark varchar(200),
  db_type varchar(10),
  db_driver varchar(100),
  db_url varchar(500),
  db_name varchar(100),
  db_username varchar(100),
  db_password varchar(100),
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  sys_org_code varchar(64)
);
CREATE UNIQUE INDEX uniq_sys_data_source_code ON sys_data_source (code);

-- Stored configuration only: this server routes nothing by it.
CREATE TABLE sys_gateway_route (
  id varchar(32) PRIMARY KEY,
  router_id varchar(50) NOT NULL,
  name varchar(32),
  uri varchar(255),
  predicates text,
  filters text,
  retryable smallint,
  strip_prefix smallint,
  persistable smallint,
  show_api smallint,
  status smallint DEFAULT 1,
  create_by varchar(32),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(32),
  update_time timestamp(0),
  sys_org_code varchar(64)
);
CREATE UNIQUE INDEX uniq_sys_gateway_route_router_id ON sys_gateway_route (router_id);
