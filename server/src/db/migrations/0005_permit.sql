-- Permit business: vehicles, drivers, applicants and visitors, applications and their
-- approval history. Business tables carry tenant_id (0 = default tenant); every query filters by it.

CREATE TABLE permit_vehicle (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  plate_no varchar(16) NOT NULL,
  plate_color varchar(20),
  vehicle_type varchar(20),
  brand varchar(50),
  model varchar(50),
  owner_name varchar(50),
  owner_phone varchar(20),
  vin varchar(17),
  engine_no varchar(30),
  register_date date,
  inspection_expiry date,
  insurance_expiry date,
  photos varchar(1000),
  licence_scan varchar(500),
  depart_id varchar(32),
  status smallint NOT NULL DEFAULT 1,
  remark varchar(500),
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_permit_vehicle_plate ON permit_vehicle (tenant_id, plate_no);
CREATE INDEX idx_permit_vehicle_tenant_time ON permit_vehicle (tenant_id, create_time DESC);

CREATE TABLE permit_driver (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  name varchar(50) NOT NULL,
  sex smallint,
  id_card varchar(18),
  mobile varchar(11),
  licence_no varchar(30),
  licence_class varchar(10),
  licence_expiry date,
  company varchar(100),
  photo varchar(500),
  status smallint NOT NULL DEFAULT 1,
  remark varchar(500),
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE INDEX idx_permit_driver_tenant_time ON permit_driver (tenant_id, create_time DESC);
CREATE INDEX idx_permit_driver_id_card ON permit_driver (tenant_id, id_card);

-- kind: staff (员工申请人) or visitor (访客); the visitor screens list kind = 'visitor' only.
CREATE TABLE permit_applicant (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  name varchar(50) NOT NULL,
  id_card varchar(18),
  mobile varchar(11),
  company varchar(100),
  address varchar(200),
  kind varchar(10) NOT NULL DEFAULT 'staff',
  remark varchar(500),
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE INDEX idx_permit_applicant_tenant_kind ON permit_applicant (tenant_id, kind, create_time DESC);

-- plate_no is copied from the vehicle when the application is written, so the list searches one table.
-- pass_token is the card's unguessable key (192 random bits, base64url); expiry is computed from valid_to.
CREATE TABLE permit_application (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  application_no varchar(32) NOT NULL,
  permit_type varchar(20) NOT NULL,
  region varchar(10) NOT NULL,
  applicant_id varchar(32),
  vehicle_id varchar(32),
  plate_no varchar(16),
  driver_id varchar(32),
  visitor_id varchar(32),
  host_name varchar(50),
  visit_reason varchar(200),
  visit_start timestamp(0),
  visit_end timestamp(0),
  areas varchar(500),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  reason varchar(500),
  attachments varchar(1000),
  status smallint NOT NULL DEFAULT 0,
  pass_token varchar(64) NOT NULL,
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_permit_application_token ON permit_application (pass_token);
CREATE UNIQUE INDEX uniq_permit_application_no ON permit_application (tenant_id, application_no);
CREATE INDEX idx_permit_application_time ON permit_application (tenant_id, create_time DESC, id DESC);
CREATE INDEX idx_permit_application_region ON permit_application (tenant_id, region, create_time DESC);
CREATE INDEX idx_permit_application_status ON permit_application (tenant_id, status, create_time DESC);
CREATE INDEX idx_permit_application_plate ON permit_application (tenant_id, plate_no);
CREATE INDEX idx_permit_application_type ON permit_application (tenant_id, permit_type, create_time DESC);

-- One row per transition (who, when, action, from, to, opinion); seq orders rows written in one second.
CREATE TABLE permit_approval (
  id varchar(32) PRIMARY KEY,
  seq bigserial NOT NULL,
  tenant_id integer NOT NULL DEFAULT 0,
  application_id varchar(32) NOT NULL,
  action varchar(16) NOT NULL,
  from_status smallint NOT NULL,
  to_status smallint NOT NULL,
  opinion varchar(500),
  operator varchar(50),
  operator_name varchar(100),
  create_time timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0)
);
CREATE INDEX idx_permit_approval_application ON permit_approval (application_id, seq DESC);
