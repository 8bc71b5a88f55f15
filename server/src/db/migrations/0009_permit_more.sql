-- The owning department of vehicles and drivers, stored as the department's org
-- code (sys_depart.org_code, as the original's sys_org_code), and the indexes the large lists need.
ALTER TABLE permit_vehicle RENAME COLUMN depart_id TO org_code;
ALTER TABLE permit_vehicle ALTER COLUMN org_code TYPE varchar(64);
ALTER TABLE permit_driver ADD COLUMN org_code varchar(64);
CREATE INDEX idx_permit_vehicle_org ON permit_vehicle (tenant_id, org_code);
CREATE INDEX idx_permit_driver_org ON permit_driver (tenant_id, org_code);

-- The plate search is a contains match (ILIKE '%x%'), which a B-tree cannot serve: a trigram index where
-- the server has pg_trgm (PostgreSQL); the embedded database, without the extension loaded, scans instead.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available; the plate search scans';
    RETURN;
  END;
  EXECUTE 'CREATE INDEX idx_permit_application_plate_trgm ON permit_application USING gin (plate_no gin_trgm_ops)';
END $$;

-- "Approved and valid until at least …", the usual super query of the lists (and the gate's question).
CREATE INDEX idx_permit_application_status_valid ON permit_application (tenant_id, status, valid_to);
