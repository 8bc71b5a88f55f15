-- Column settings of the lists, per user: which columns a list shows and in what order, so they follow the
-- user to any browser. One row per user and list; a user's rows go with the user.
CREATE TABLE sys_user_column_setting (
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  list_key varchar(100) NOT NULL,
  columns jsonb NOT NULL,
  update_time timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0),
  PRIMARY KEY (user_id, list_key)
);
