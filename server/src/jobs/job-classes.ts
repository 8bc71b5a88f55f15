/** The class names of the shipped job handlers (the original's Java names, and this product's in its style). */
export const JOB_CLASSES = {
  sample: "org.jeecg.modules.quartz.job.SampleJob",
  sampleParam: "org.jeecg.modules.quartz.job.SampleParamJob",
  sendMsg: "org.jeecg.modules.message.job.SendMsgJob",
  permitExpire: "org.jeecg.modules.permit.job.PermitExpireJob",
  logClean: "org.jeecg.modules.system.job.LogCleanJob",
  sessionPurge: "org.jeecg.modules.system.job.SessionPurgeJob",
  databaseBackup: "org.jeecg.modules.system.job.DatabaseBackupJob",
  runHistoryClean: "org.jeecg.modules.quartz.job.RunHistoryCleanJob",
} as const;
