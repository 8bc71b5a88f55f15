import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LightRoot } from "@/app/light-root";
import LoginPage from "@/features/login/login-page";

const auth = vi.hoisted(() => ({
  login: vi.fn(),
  captchaImage: vi.fn(),
  logoutSession: vi.fn(),
}));
vi.mock("@/providers/auth-provider", () => ({
  authProvider: { login: auth.login },
  captchaImage: auth.captchaImage,
  logoutSession: auth.logoutSession,
}));

const navigation = vi.hoisted(() => ({ assign: vi.fn(), replace: vi.fn() }));
vi.mock("@/components/shell/full-navigation", () => ({ fullNavigation: navigation }));

const http = vi.hoisted(() => ({ putAction: vi.fn() }));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  putAction: http.putAction,
}));

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByText("登录", { selector: "button" }));
const failure = (message: string) => ({
  success: false,
  error: { name: "登录失败", message, statusCode: 500 },
});
const success = (extra: Record<string, unknown> = {}) => ({
  success: true,
  loginResult: { token: "t", userInfo: { username: "admin", realname: "管理员" }, ...extra },
});

function renderLogin(search = "") {
  window.history.replaceState(null, "", `/user/login${search}`);
  render(
    <LightRoot>
      <LoginPage />
    </LightRoot>,
  );
}

beforeEach(() => {
  auth.captchaImage.mockResolvedValue("data:image/jpg;base64,AAAA");
  window.__APP_CONFIG__ = {};
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe("login page", () => {
  it("has the product title, labelled inputs and the copyright", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("通行证管理系统");
    expect(input("用户名")).toHaveAttribute("autocomplete", "username");
    expect(input("密码")).toHaveAttribute("type", "password");
    expect(screen.getByText(/Copyright ©/)).toBeInTheDocument();
    expect(screen.queryByLabelText("验证码")).not.toBeInTheDocument();
  });

  it("asks for the username and password before calling the server", () => {
    renderLogin();
    submit();
    expect(screen.getByText("请输入用户名")).toBeInTheDocument();
    expect(screen.getByText("请输入密码")).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it("shows the server's message in a 登录失败 notification", async () => {
    auth.login.mockResolvedValue(failure("用户名或密码错误"));
    renderLogin();
    type("用户名", " admin ");
    type("密码", "wrong");
    submit();
    expect(await screen.findByText("登录失败")).toBeInTheDocument();
    expect(screen.getByText("用户名或密码错误")).toBeInTheDocument();
    expect(auth.login).toHaveBeenCalledWith({ username: "admin", password: "wrong" });
    expect(screen.queryByLabelText("验证码")).not.toBeInTheDocument();
  });

  it("shows the captcha after 验证码无效, sends it with its key and refreshes it after a failed try", async () => {
    auth.login.mockResolvedValue(failure("验证码无效"));
    renderLogin();
    type("用户名", "admin");
    type("密码", "wrong");
    submit();
    expect(await screen.findByLabelText("验证码")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByAltText("验证码")).toHaveAttribute("src", "data:image/jpg;base64,AAAA"),
    );
    const firstKey = String(auth.captchaImage.mock.calls[0][0]);

    submit();
    expect(screen.getByText("请输入验证码!")).toBeInTheDocument();

    auth.login.mockResolvedValue(failure("验证码错误"));
    type("验证码", "ab12");
    submit();
    await waitFor(() => expect(auth.login).toHaveBeenCalledTimes(2));
    expect(auth.login.mock.calls[1][0]).toEqual({
      username: "admin",
      password: "wrong",
      captcha: "ab12",
      checkKey: firstKey,
    });
    await waitFor(() => expect(auth.captchaImage).toHaveBeenCalledTimes(2));
    expect(String(auth.captchaImage.mock.calls[1][0])).not.toBe(firstKey);
    expect(input("验证码").value).toBe("");

    fireEvent.click(screen.getByLabelText("看不清？换一张"));
    await waitFor(() => expect(auth.captchaImage).toHaveBeenCalledTimes(3));
  });

  it("offers 注册账户 unless the server says registration is closed", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "注册账户" })).toHaveAttribute("href", "/user/register");
    cleanup();
    window.__APP_CONFIG__ = { allowRegister: false };
    renderLogin();
    expect(screen.queryByRole("link", { name: "注册账户" })).toBeNull();
    expect(screen.getByRole("link", { name: "忘记密码" })).toBeInTheDocument();
  });

  it("shows the captcha from the start when the configuration says so", async () => {
    window.__APP_CONFIG__ = { alwaysCaptcha: true };
    renderLogin();
    expect(screen.getByLabelText("验证码")).toBeInTheDocument();
    await waitFor(() => expect(auth.captchaImage).toHaveBeenCalledTimes(1));
  });

  it("enters the app at the redirect query with a full page load and a pending greeting", async () => {
    auth.login.mockResolvedValue(success());
    renderLogin(`?redirect=${encodeURIComponent("/isystem/user?page=2")}`);
    type("用户名", "admin");
    type("密码", "Admin@123456");
    submit();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith("/isystem/user?page=2"));
    expect(sessionStorage.getItem("LOGIN_WELCOME_PENDING")).toBe("1");
  });

  it("goes home without a redirect query", async () => {
    auth.login.mockResolvedValue(success());
    renderLogin();
    type("用户名", "admin");
    type("密码", "Admin@123456");
    submit();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith("/dashboard/analysis"));
  });

  it("requires a new password first when the server says so", async () => {
    auth.login.mockResolvedValue(success({ needChangePassword: true }));
    http.putAction.mockResolvedValue({ success: true, message: "密码修改成功！", code: 200, result: null });
    renderLogin();
    type("用户名", "admin");
    type("密码", "Generated#1");
    submit();
    expect(await screen.findByText("修改密码", {}, { timeout: 10000 })).toBeInTheDocument();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(document.querySelector(".ant-modal-close")).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s*定$/));
    });
    expect(await screen.findByText("请输入旧密码!", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("请输入新密码!")).toBeInTheDocument();
    expect(screen.getByText("请确认新密码!")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("旧密码"), { target: { value: "Generated#1" } });
    fireEvent.change(screen.getByLabelText("新密码"), { target: { value: "New@123456" } });
    fireEvent.change(screen.getByLabelText("确认新密码"), { target: { value: "New@654321" } });
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s*定$/));
    });
    expect(await screen.findByText("两次输入的密码不一样！", {}, { timeout: 5000 })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("确认新密码"), { target: { value: "New@123456" } });
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s*定$/));
    });
    await waitFor(() =>
      expect(http.putAction).toHaveBeenCalledWith("sys/user/updatePassword", {
        username: "admin",
        oldpassword: "Generated#1",
        password: "New@123456",
        confirmpassword: "New@123456",
      }),
    );
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith("/dashboard/analysis"));
  });
});
