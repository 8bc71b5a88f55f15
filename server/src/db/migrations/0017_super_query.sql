-- Saved super queries, per user and list, kept on the server so they follow the user to another browser.
-- The owner may share one with a role: its holders see it read-only. A user's queries go with the user; a
-- deleted role stops sharing.
CREATE TABLE sys_super_query (
  id varchar(32) PRIMARY KEY,
  owner_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  list_key varchar(200) NOT NULL,
  title varchar(50) NOT NULL,
  match_type varchar(3) NOT NULL DEFAULT 'and' CHECK (match_type IN ('and', 'or')),
  conditions jsonb NOT NULL,
  role_id varchar(32) REFERENCES sys_role (id) ON DELETE SET NULL,
  create_time timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_super_query_title ON sys_super_query (owner_id, list_key, title);
CREATE INDEX idx_sys_super_query_role ON sys_super_query (role_id, list_key) WHERE role_id IS NOT NULL;
