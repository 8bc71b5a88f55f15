import { Alert, Typography } from "antd";

/** The server's answer when no Redis is configured, with how to configure one. */
export const NOT_CONFIGURED_PREFIX = "未配置 Redis";

export function isNotConfigured(message: string | undefined): boolean {
  return !!message?.startsWith(NOT_CONFIGURED_PREFIX);
}

/** Why the page shows no figures: no Redis configured (with the setting to add), or the server's reason. */
export function RedisUnavailable({ message }: { message: string }) {
  if (!isNotConfigured(message))
    return <Alert type="error" showIcon message="无法读取 Redis" description={message} />;
  return (
    <Alert
      type="warning"
      showIcon
      message="未配置 Redis"
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            服务器没有连接 Redis，会话和数据字典直接从数据库读取，系统照常可用。要启用
            Redis（多个服务实例共享会话与字典缓存，并在此查看 Redis 的运行情况），请在服务器的环境变量中设置：
          </Typography.Paragraph>
          <Typography.Paragraph copyable code style={{ marginBottom: 8 }}>
            REDIS_URL=redis://127.0.0.1:6379/0
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            带密码时写作 redis://:密码@主机:端口/库号，设置后重启服务即可。
          </Typography.Text>
        </>
      }
    />
  );
}
