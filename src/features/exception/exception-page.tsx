import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { HOME_PATH } from "@/components/shell/guard";

const TEXTS = {
  403: "抱歉，你无权访问该页面",
  404: "抱歉，你访问的页面不存在",
  500: "抱歉，服务器出错了",
} as const;

export type ExceptionStatus = keyof typeof TEXTS;

/** The 403 / 404 / 500 pages. */
export default function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={String(status)}
      subTitle={TEXTS[status]}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
