import { Button, Result } from "antd";
import { LOGIN_PATH } from "@/components/shell/guard";

/** Unknown or not yet available pages of the light shell. */
export function LightNotFound() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，你访问的页面不存在"
      extra={
        <Button type="primary" href={LOGIN_PATH}>
          返回登录
        </Button>
      }
    />
  );
}
