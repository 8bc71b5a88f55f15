-- 定时任务: jobs that run a named handler at the fire times of a Quartz cron expression, and their runs.

CREATE TABLE sys_quartz_job (
  id varchar(32) PRIMARY KEY,
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0),
  del_flag integer NOT NULL DEFAULT 0,
  job_class_name varchar(255) NOT NULL,
  cron_expression varchar(255) NOT NULL,
  parameter varchar(255),
  description varchar(255),
  -- quartz_status: 0 正常 (scheduled), -1 停止
  status integer NOT NULL DEFAULT 0,
  -- the latest fire time any instance claimed; after downtime the fires missed since then run once
  last_fire_time timestamptz(0),
  -- fires before this instant are never run: set when the job is added, resumed or rescheduled; a seeded job
  -- has none and is planned from the moment a scheduler first sees it, so a new data folder runs no catch-up
  schedule_from timestamptz(3),
  next_fire_time timestamp(0),
  last_run_time timestamp(0),
  -- quartz_run_status of the latest run
  last_run_status varchar(10)
);

-- One row per run. A cron fire is claimed by inserting its row: the unique index lets one instance win.
CREATE TABLE sys_quartz_job_run (
  id varchar(32) PRIMARY KEY,
  job_id varchar(32) NOT NULL,
  -- cron: a fire time of the expression; manual: 立即执行
  trigger_type varchar(10) NOT NULL,
  fire_time timestamptz(0) NOT NULL,
  start_time timestamptz(3),
  end_time timestamptz(3),
  -- quartz_run_status: running, success, failed, timeout
  status varchar(10) NOT NULL,
  message varchar(2000),
  instance_id varchar(100) NOT NULL
);
CREATE UNIQUE INDEX uniq_sys_quartz_job_run_fire ON sys_quartz_job_run (job_id, fire_time) WHERE trigger_type = 'cron';
CREATE INDEX idx_sys_quartz_job_run_job ON sys_quartz_job_run (job_id, fire_time DESC);
CREATE INDEX idx_sys_quartz_job_run_time ON sys_quartz_job_run (fire_time);

-- The original's sample jobs, stopped as it seeds them, and this product's housekeeping, scheduled.
INSERT INTO sys_quartz_job (id, create_by, job_class_name, cron_expression, parameter, description, status) VALUES
  ('df26ecacfa0b434b9ee4e1f7d0b2b2c5', 'admin', 'org.jeecg.modules.message.job.SendMsgJob', '0/50 * * * * ? *', NULL,
   '发送消息中心的待发送消息（启动后代替内置的定时发送）', -1),
  ('a253cdfc811d69fa0efc70d052bc8128', 'admin', 'org.jeecg.modules.quartz.job.SampleJob', '0/1 * * * * ?', NULL,
   '示例任务：每次执行写一行日志', -1),
  ('5b3d2c087ad41aa755fc4f9c9d8d3a6e', 'admin', 'org.jeecg.modules.quartz.job.SampleParamJob', '0/1 * * * * ?', 'scott',
   '带参示例任务：日志中带上参数', -1),
  ('0c8e2c4ad2f44fa3a1a6c5c7b8f8a101', 'admin', 'org.jeecg.modules.permit.job.PermitExpireJob', '0 5 0 * * ? *', NULL,
   '有效期已过的已通过通行证置为已过期，并通知申请人', 0),
  ('0c8e2c4ad2f44fa3a1a6c5c7b8f8a102', 'admin', 'org.jeecg.modules.system.job.LogCleanJob', '0 30 2 * * ? *', '180',
   '删除早于参数天数（默认180天）的登录日志和操作日志', 0),
  ('0c8e2c4ad2f44fa3a1a6c5c7b8f8a103', 'admin', 'org.jeecg.modules.system.job.SessionPurgeJob', '0 10 * * * ? *', NULL,
   '清除已过期的登录会话', 0),
  ('0c8e2c4ad2f44fa3a1a6c5c7b8f8a104', 'admin', 'org.jeecg.modules.system.job.DatabaseBackupJob', '0 0 3 * * ? *', '7',
   '每日备份内置数据库，保留参数份数（默认7份）；使用外部 PostgreSQL 时不执行', 0),
  ('0c8e2c4ad2f44fa3a1a6c5c7b8f8a105', 'admin', 'org.jeecg.modules.quartz.job.RunHistoryCleanJob', '0 40 2 * * ? *', '30',
   '删除早于参数天数（默认30天）的定时任务执行记录', 0);

-- Permits past their valid-to date become 已过期 (an existing database has the dictionary already).
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
SELECT md5('sys_dict_item:permit_status:5'), id, '已过期', '5', 6, 1, 'admin' FROM sys_dict WHERE dict_code = 'permit_status'
ON CONFLICT DO NOTHING;
