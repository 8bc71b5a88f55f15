import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BaseSetting } from "@/features/account/base-setting";
import { session } from "@/providers/session";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

function serveEdit() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mock.put(`${API}/sys/user/appEdit`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, code: 200, message: "修改成功!", result: {} });
    }),
  );
  return bodies;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("基本设置", () => {
  beforeEach(() => {
    installUi();
    session.set({
      username: "profile_user",
      info: { realname: "张三", phone: "13900001111", email: "zs@example.com" },
    });
  });

  it("asks for the current password only when the phone or e-mail moves, and sends it", async () => {
    const bodies = serveEdit();
    renderWithRefine(<BaseSetting />);
    expect(screen.queryByLabelText("当前密码")).toBeNull();

    fireEvent.change(field("真实姓名"), { target: { value: "李四" } });
    fireEvent.click(screen.getByRole("button", { name: /更新基本信息/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ realname: "李四", phone: "13900001111" });
    expect(bodies[0]).not.toHaveProperty("oldpassword");

    fireEvent.change(field("手机号码"), { target: { value: "13900003333" } });
    await screen.findByLabelText("当前密码");
    fireEvent.click(screen.getByRole("button", { name: /更新基本信息/ }));
    expect(await screen.findByText("请输入当前密码")).toBeTruthy();
    expect(bodies).toHaveLength(1);

    fireEvent.change(field("当前密码"), { target: { value: "my-secret" } });
    fireEvent.click(screen.getByRole("button", { name: /更新基本信息/ }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ phone: "13900003333", oldpassword: "my-secret" });
  });
});
