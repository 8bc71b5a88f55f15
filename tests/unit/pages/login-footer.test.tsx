import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LightRoot } from "@/app/light-root";
import { FOOTER_TEXTS } from "@/components/layout/login-footer-texts";
import { UserLayout } from "@/components/layout/user-layout";

afterEach(() => cleanup());

describe("the login page's footer", () => {
  it("has 帮助, 隐私 and 条款, each opening its note in a dialog that closes again", async () => {
    render(
      <LightRoot>
        <UserLayout>
          <p>登录表单</p>
        </UserLayout>
      </LightRoot>,
    );
    const links = within(screen.getByRole("navigation", { name: "页脚链接" }));
    expect(links.getAllByRole("button").map((link) => link.textContent)).toEqual(["帮助", "隐私", "条款"]);
    expect(screen.getByText(/^Copyright © \d{4} 通行证管理系统$/)).toBeInTheDocument();

    for (const text of Object.values(FOOTER_TEXTS)) {
      fireEvent.click(links.getByRole("button", { name: text.link }));
      const dialog = await screen.findByRole("dialog", { name: text.title });
      expect(text.paragraphs.length).toBeGreaterThan(2);
      for (const paragraph of text.paragraphs)
        expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: text.title })).toBeNull());
    }
  });
});
