import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { HOME_PATH } from "@/components/shell/guard";

/** The result pages: a finished or a failed submission, with a way back. */
export function ResultSuccess() {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title="提交成功"
      subTitle="提交结果页用于反馈一系列操作任务的处理结果。"
      style={{ background: "#fff", borderRadius: 8 }}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}

export function ResultFail() {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title="提交失败"
      subTitle="请核对并修改以下信息后，再重新提交。"
      style={{ background: "#fff", borderRadius: 8 }}
      extra={
        <Button type="primary" onClick={() => navigate(-1)}>
          返回修改
        </Button>
      }
    />
  );
}
