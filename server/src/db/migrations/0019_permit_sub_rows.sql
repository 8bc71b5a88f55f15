-- The one-to-many rows of a permit application: 随行车辆 (accompanying vehicles) and 随行人员 (accompanying
-- people). An add or edit writes them with the application in one transaction; an edit replaces them all.
-- order_num keeps the order the user arranged, from 1; deleting an application deletes its rows.

CREATE TABLE permit_application_vehicle (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  application_id varchar(32) NOT NULL REFERENCES permit_application (id) ON DELETE CASCADE,
  plate_no varchar(16) NOT NULL,
  vehicle_type varchar(20),
  driver_name varchar(50),
  remark varchar(200),
  order_num integer NOT NULL,
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0)
);
-- A plate appears once in one permit.
CREATE UNIQUE INDEX uniq_permit_application_vehicle_plate ON permit_application_vehicle (application_id, plate_no);
CREATE INDEX idx_permit_application_vehicle_order ON permit_application_vehicle (application_id, order_num);

CREATE TABLE permit_application_person (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  application_id varchar(32) NOT NULL REFERENCES permit_application (id) ON DELETE CASCADE,
  name varchar(50) NOT NULL,
  id_card varchar(18),
  mobile varchar(11),
  company varchar(100),
  order_num integer NOT NULL,
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0)
);
CREATE INDEX idx_permit_application_person_order ON permit_application_person (application_id, order_num);
