import { renderHook } from "@testing-library/react";
// The hook reads antd's ES build; under vitest the "antd" barrel is its CommonJS build, whose theme
// context the ES one does not read, so the theme comes through the ES ConfigProvider.
import ConfigProvider from "antd/es/config-provider";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useThemeToken } from "@/components/shell/use-theme-token";

describe("useThemeToken", () => {
  it("reads the current theme's token, as theme.useToken does", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConfigProvider theme={{ token: { fontSize: 16, colorPrimary: "#722ed1" } }}>{children}</ConfigProvider>
    );
    const themed = renderHook(() => useThemeToken(), { wrapper }).result.current;
    expect(themed.fontSize).toBe(16);
    expect(themed.colorPrimary).toBe("#722ed1");
    expect(renderHook(() => useThemeToken()).result.current.fontSize).toBe(14);
  });
});
