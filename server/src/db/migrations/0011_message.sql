-- The message centre: templates with ${name} placeholders, and the messages sent or waiting to be sent
-- (SMS, mail, system messages), which a background sender delivers.

CREATE TABLE sys_sms_template (
  id varchar(32) PRIMARY KEY,
  template_name varchar(50),
  template_code varchar(32) NOT NULL,
  -- msgType: 1 短信, 2 邮件, 4 系统消息
  template_type varchar(1) NOT NULL,
  template_content varchar(2000) NOT NULL,
  -- a JSON object of sample values for the placeholders, kept as the administrator wrote it
  template_test_json varchar(1000),
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
CREATE UNIQUE INDEX uniq_sys_sms_template_code ON sys_sms_template (template_code);

CREATE TABLE sys_sms (
  id varchar(32) PRIMARY KEY,
  es_title varchar(100),
  -- msgType: 1 短信, 2 邮件, 4 系统消息
  es_type varchar(1) NOT NULL,
  -- mobile numbers, mail addresses or user names, comma-separated
  es_receiver varchar(1000) NOT NULL,
  es_param varchar(1000),
  es_content text,
  es_send_time timestamp(0),
  -- msgSendStatus: 0 未发送, 1 发送成功, 2 发送失败
  es_send_status varchar(1) NOT NULL DEFAULT '0',
  -- tries made so far
  es_send_num integer NOT NULL DEFAULT 0,
  es_result varchar(255),
  remark varchar(500),
  -- an unsent message is not tried before this time: the back-off after a failed try, or the lease of the
  -- sender that claimed it (so a crashed sender's message is tried again later)
  next_try_time timestamp(0),
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0),
  update_by varchar(50),
  update_time timestamp(0)
);
-- The sender's question: unsent messages that are due, oldest first.
CREATE INDEX idx_sys_sms_due ON sys_sms (es_send_status, next_try_time, create_time);
