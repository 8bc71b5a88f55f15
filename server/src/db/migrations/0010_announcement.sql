-- Announcements (系统通告) and who received and read them. An announcement is for everyone (msg_type
-- ALL) or for listed users (USER, user_ids a comma list ending with a comma); send_status 0 unpublished,
-- 1 published, 2 revoked. It belongs to the tenant it was written in (0 = default tenant).
CREATE TABLE sys_announcement (
  id varchar(32) PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 0,
  titile varchar(100) NOT NULL,
  msg_content text,
  start_time timestamp(0),
  end_time timestamp(0),
  sender varchar(100),
  priority varchar(10),
  msg_category varchar(10) NOT NULL DEFAULT '2',
  msg_type varchar(10),
  send_status varchar(10) NOT NULL DEFAULT '0',
  send_time timestamp(0),
  cancel_time timestamp(0),
  del_flag varchar(1) NOT NULL DEFAULT '0',
  bus_type varchar(20),
  bus_id varchar(50),
  open_type varchar(20),
  open_page varchar(255),
  user_ids text,
  msg_abstract varchar(500),
  dt_task_id varchar(100),
  create_by varchar(100),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(100),
  update_time timestamp(0)
);
CREATE INDEX idx_sys_announcement_tenant_time ON sys_announcement (tenant_id, create_time DESC);
-- The bell's back-fill looks for published announcements to all.
CREATE INDEX idx_sys_announcement_published ON sys_announcement (msg_type, send_status);

-- One row per receiver: read_flag '0' unread, '1' read.
CREATE TABLE sys_announcement_send (
  id varchar(32) PRIMARY KEY,
  annt_id varchar(32) NOT NULL REFERENCES sys_announcement (id) ON DELETE CASCADE,
  user_id varchar(32) NOT NULL,
  read_flag varchar(1) NOT NULL DEFAULT '0',
  read_time timestamp(0),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0)
);
CREATE UNIQUE INDEX uniq_sys_announcement_send ON sys_announcement_send (annt_id, user_id);
-- The bell and 我的消息 read a user's rows, unread first.
CREATE INDEX idx_sys_announcement_send_user ON sys_announcement_send (user_id, read_flag);
