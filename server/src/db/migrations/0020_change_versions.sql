-- A version number per kind of data the server keeps in process memory between requests: `grants` (what
-- a user may do: permission codes, role codes, data rules) and `dict` (dictionary texts). Every statement
-- that writes a table behind one bumps its version in the writer's own transaction, so the bump commits
-- with the change or not at all. A request reads the versions in the statement that reads its session and
-- trusts a kept entry only when it was read under the same version, on every instance.
CREATE TABLE sys_change_version (
  name varchar(16) PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

INSERT INTO sys_change_version (name) VALUES ('grants'), ('dict');

CREATE FUNCTION sys_bump_change_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_change_version SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;

CREATE TRIGGER sys_permission_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_permission
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_permission_data_rule_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON sys_permission_data_rule FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_role_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_role_permission_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_permission
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_user_role_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_depart_role_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_depart_role_permission_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON sys_depart_role_permission FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_depart_role_user_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart_role_user
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('grants');
CREATE TRIGGER sys_dict_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('dict');
CREATE TRIGGER sys_dict_item_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_item
  FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_change_version('dict');
