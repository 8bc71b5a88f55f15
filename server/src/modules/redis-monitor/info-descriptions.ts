/** Chinese descriptions of INFO fields, as the original's Redis page shows them; other fields show none. */
export const INFO_DESCRIPTIONS: Readonly<Record<string, string>> = {
  redis_version: "Redis 服务器版本",
  redis_git_sha1: "Git SHA1",
  redis_git_dirty: "Git dirty flag",
  redis_build_id: "Redis 构建 ID",
  redis_mode: "运行模式，单机（standalone）、哨兵（sentinel）或集群（cluster）",
  os: "Redis 服务器的宿主操作系统",
  arch_bits: "架构（32 或 64 位）",
  multiplexing_api: "Redis 所使用的事件处理机制",
  atomicvar_api: "Redis 所使用的原子变量实现",
  gcc_version: "编译 Redis 时所使用的 GCC 版本",
  process_id: "服务器进程的 PID",
  run_id: "Redis 服务器的随机标识符（用于 Sentinel 和集群）",
  tcp_port: "TCP/IP 监听端口",
  uptime_in_seconds: "自 Redis 服务器启动以来，经过的秒数",
  uptime_in_days: "自 Redis 服务器启动以来，经过的天数",
  hz: "Redis 内部调度（关闭超时的客户端、删除过期的 key 等）的频率，每秒运行的次数",
  lru_clock: "以分钟为单位进行自增的时钟，用于 LRU 管理",
  executable: "Redis 服务器可执行文件的路径",
  config_file: "配置文件的路径",
  connected_clients: "已连接客户端的数量（不包括通过从属服务器连接的客户端）",
  client_longest_output_list: "当前连接的客户端当中，最长的输出列表",
  client_longest_input_buf: "当前连接的客户端当中，最大输入缓存",
  client_biggest_input_buf: "当前连接的客户端当中，最大输入缓存",
  blocked_clients: "正在等待阻塞命令（BLPOP、BRPOP、BRPOPLPUSH）的客户端的数量",
  used_memory: "由 Redis 分配器分配的内存总量，以字节（byte）为单位",
  used_memory_human: "以人类可读的格式返回 Redis 分配的内存总量",
  used_memory_rss:
    "从操作系统的角度，返回 Redis 已分配的内存总量（俗称常驻集大小），和 top、ps 等命令的输出一致",
  used_memory_rss_human: "以人类可读的格式返回 Redis 已分配的内存总量",
  used_memory_peak: "Redis 的内存消耗峰值（以字节为单位）",
  used_memory_peak_human: "以人类可读的格式返回 Redis 的内存消耗峰值",
  used_memory_peak_perc: "内存使用量占峰值的百分比",
  used_memory_lua: "Lua 引擎所使用的内存大小（以字节为单位）",
  used_memory_lua_human: "以人类可读的格式返回 Lua 引擎所使用的内存大小",
  total_system_memory: "系统总内存",
  total_system_memory_human: "以人类可读的格式返回系统总内存",
  maxmemory: "最大内存限制，0 表示无限制",
  maxmemory_human: "以人类可读的格式返回最大内存限制",
  maxmemory_policy: "超过内存限制后的处理策略",
  mem_fragmentation_ratio: "used_memory_rss 和 used_memory 之间的比率",
  mem_allocator: "在编译时指定的 Redis 所使用的内存分配器，可以是 libc、jemalloc 或者 tcmalloc",
  loading: "服务器是否正在载入持久化文件",
  rdb_changes_since_last_save: "离最近一次成功生成 rdb 文件以来写入命令的个数，即有多少个写入命令没有持久化",
  rdb_bgsave_in_progress: "服务器是否正在创建 rdb 文件",
  rdb_last_save_time: "最近一次成功创建 rdb 文件的时间戳",
  rdb_last_bgsave_status: "最近一次 rdb 持久化是否成功",
  rdb_last_bgsave_time_sec: "最近一次成功生成 rdb 文件耗时的秒数",
  rdb_current_bgsave_time_sec: "如果服务器正在创建 rdb 文件，当前的创建操作已经耗费的秒数",
  aof_enabled: "是否开启了 aof",
  aof_rewrite_in_progress: "aof 的 rewrite 操作是否在进行中",
  aof_rewrite_scheduled: "rewrite 任务计划：rewrite 子进程正在执行时收到的 bgrewriteaof 请求，待其结束后执行",
  aof_last_rewrite_time_sec: "最近一次 aof rewrite 耗费的秒数",
  aof_current_rewrite_time_sec: "如果 rewrite 操作正在进行，已经耗费的秒数",
  aof_last_bgrewrite_status: "上次 bgrewriteaof 操作的状态",
  aof_last_write_status: "上次 aof 写入的状态",
  total_connections_received: "运行以来新创建连接的个数，过多说明短连接严重或连接池使用有问题",
  total_commands_processed: "Redis 处理的命令数",
  instantaneous_ops_per_sec: "Redis 当前的 QPS，即每秒执行的命令数",
  total_net_input_bytes: "Redis 网络入口流量字节数",
  total_net_output_bytes: "Redis 网络出口流量字节数",
  instantaneous_input_kbps: "Redis 网络入口 kbps",
  instantaneous_output_kbps: "Redis 网络出口 kbps",
  rejected_connections: "连接数达到 maxclients 限制后拒绝的连接个数",
  sync_full: "主从完全同步成功次数",
  sync_partial_ok: "主从部分同步成功次数",
  sync_partial_err: "主从部分同步失败次数",
  expired_keys: "运行以来过期的 key 的数量",
  evicted_keys: "运行以来因超过 maxmemory 而剔除的 key 的数量",
  keyspace_hits: "命中次数",
  keyspace_misses: "没命中次数",
  pubsub_channels: "当前使用中的频道数量",
  pubsub_patterns: "当前使用中的模式数量",
  latest_fork_usec: "最近一次 fork 操作阻塞 Redis 进程的耗时，单位微秒",
  role: "实例的角色，master 或 slave",
  connected_slaves: "连接的 slave 实例个数",
  master_repl_offset: "主从同步偏移量",
  repl_backlog_active: "复制积压缓冲区是否开启",
  repl_backlog_size: "复制积压缓冲区的大小",
  repl_backlog_first_byte_offset: "复制积压缓冲区里第一个字节的偏移量",
  repl_backlog_histlen: "复制积压缓冲区中数据的长度",
  used_cpu_sys: "Redis 主进程在核心态所占用的 CPU 时间之和",
  used_cpu_user: "Redis 主进程在用户态所占用的 CPU 时间之和",
  used_cpu_sys_children: "后台进程在核心态所占用的 CPU 时间之和",
  used_cpu_user_children: "后台进程在用户态所占用的 CPU 时间之和",
  cluster_enabled: "实例是否启用集群模式",
  db0: "db0 的 key 的数量、带有生存期的 key 的数量和平均存活时间",
};

export interface InfoRow {
  key: string;
  value: string;
  description: string;
}

/** INFO text as the original's rows: `key:value` lines in order, section headers and blank lines left out. */
export function parseInfo(text: string): InfoRow[] {
  const rows: InfoRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === "" || line.startsWith("#")) continue;
    const at = line.indexOf(":");
    if (at <= 0) continue;
    const key = line.slice(0, at);
    rows.push({ key, value: line.slice(at + 1), description: INFO_DESCRIPTIONS[key] ?? "" });
  }
  return rows;
}
