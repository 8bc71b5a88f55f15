-- Files stored by /sys/common/upload: the generated path, what the content was found to be,
-- the client's own name (only shown in the download's Content-Disposition, never used as a path) and who sent it.

CREATE TABLE sys_upload_file (
  id varchar(32) PRIMARY KEY,
  biz varchar(50) NOT NULL,
  file_path varchar(200) NOT NULL,
  original_name varchar(255),
  content_type varchar(100) NOT NULL,
  file_size bigint NOT NULL,
  create_by varchar(50),
  create_time timestamp(0) DEFAULT LOCALTIMESTAMP(0)
);
CREATE UNIQUE INDEX uniq_sys_upload_file_path ON sys_upload_file (file_path);
