import { Button, Result } from "antd";
import { LOGIN_PATH } from "@/components/shell/guard";
import { UserCard } from "./user-card";

/** The registration page leaves the new username here for the result page. */
export const REGISTER_RESULT_KEY = "REGISTER_RESULT_USERNAME";

/** /user/register-result: the account is ready; the user signs in with it. */
export default function RegisterResultPage() {
  const username = sessionStorage.getItem(REGISTER_RESULT_KEY) ?? "";
  return (
    <UserCard title="注册结果" wide>
      <Result
        status="success"
        title={username ? `你的账户：${username} 注册成功` : "注册成功"}
        subTitle="账号已开通，请使用用户名和密码登录。"
        extra={
          <Button type="primary" size="large" href={LOGIN_PATH}>
            使用账户登录
          </Button>
        }
      />
    </UserCard>
  );
}
