-- `permits`: every statement that writes permit_application bumps this version in the writer's own
-- transaction, so the permit list may keep a query's count of matches under the version it was read under
-- and count again after any change, made on any instance.
INSERT INTO sys_change_version (name) VALUES ('permits');

CREATE TRIGGER permit_application_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permit_application
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('permits');
