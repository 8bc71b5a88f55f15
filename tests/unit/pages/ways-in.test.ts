import { describe, expect, it } from "vitest";
import { NO_DEPART_WARNING, selectionNeeds, selectionTitle } from "@/features/login/after-login";
import { thirdLoginStart } from "@/features/login/other-ways";
import type { LoginResult } from "@/providers/auth-provider";
import { casLoginUrl, casService, MOBILE_PATTERN } from "@/providers/login-ways";

const login = (extra: Partial<LoginResult>): LoginResult => ({ token: "t", userInfo: {}, ...extra });

describe("after a login (LoginSelectTenant)", () => {
  it("asks for tenant and department only when there are several", () => {
    const both = selectionNeeds(
      login({
        multi_depart: 2,
        departs: [{ id: "a" }, { id: "b" }],
        tenantList: [{ id: 1 }, { id: 2 }],
      }),
    );
    expect(both).toMatchObject({ chooseDepart: true, chooseTenant: true, noDepart: false });
    expect(selectionTitle(both)).toBe("请选择租户和部门");

    const departOnly = selectionNeeds(login({ multi_depart: 2, departs: [{ id: "a" }, { id: "b" }] }));
    expect(selectionTitle(departOnly)).toBe("请选择部门");
    const tenantOnly = selectionNeeds(
      login({ multi_depart: 1, departs: [{ id: "a" }], tenantList: [{ id: 1 }, { id: 2 }] }),
    );
    expect(selectionTitle(tenantOnly)).toBe("请选择租户");

    const single = selectionNeeds(
      login({ multi_depart: 1, departs: [{ id: "a" }], tenantList: [{ id: 1 }] }),
    );
    expect(single).toMatchObject({ chooseDepart: false, chooseTenant: false, noDepart: false });
  });

  it("warns, without stopping, when the user has no department", () => {
    expect(selectionNeeds(login({ multi_depart: 0, departs: [] })).noDepart).toBe(true);
    expect(NO_DEPART_WARNING).toBe("您尚未归属部门,请确认账号信息");
  });
});

describe("third-party and CAS addresses", () => {
  it("sends the provider our OAuth2 page as the way back, keeping the provider's own query", () => {
    const url = new URL(
      thirdLoginStart(
        "https://idp.example/authorize?client=permit",
        "github",
        "https://app.example",
        "?redirect=%2Fx",
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client: "permit",
      thirdType: "github",
      redirect_uri: "https://app.example/oauth2-app/login?redirect=%2Fx",
    });
  });

  it("validates a ticket against the page address without the ticket", () => {
    expect(casService("https://app.example/user/login?redirect=%2Fa&ticket=ST-1")).toBe(
      "https://app.example/user/login?redirect=%2Fa",
    );
    expect(casLoginUrl("https://cas.example/cas/", "https://app.example/user/login")).toBe(
      "https://cas.example/cas/login?service=https%3A%2F%2Fapp.example%2Fuser%2Flogin",
    );
  });

  it("accepts today's mobile numbers (1[3-9] and 9 digits)", () => {
    expect(MOBILE_PATTERN.test("19912345678")).toBe(true);
    expect(MOBILE_PATTERN.test("16612345678")).toBe(true);
    expect(MOBILE_PATTERN.test("12345678901")).toBe(false);
    expect(MOBILE_PATTERN.test("1381234567")).toBe(false);
  });
});
