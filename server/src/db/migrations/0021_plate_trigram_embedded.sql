-- The embedded database now loads pg_trgm too, so the plate search's trigram index exists on both
-- databases: a folder migrated before, where the extension was missing, gets it now. Where the extension
-- still cannot be created, the plate search scans as before.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available; the plate search scans';
    RETURN;
  END;
  EXECUTE 'CREATE INDEX IF NOT EXISTS idx_permit_application_plate_trgm ON permit_application USING gin (plate_no gin_trgm_ops)';
END $$;
