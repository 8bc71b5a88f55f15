import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { useMessageNotificationProvider } from "@/app/notification-provider";
import { dataProvider } from "@/providers/data-provider";

/** Renders `ui` inside refine with the app's data provider and notices, as a screen of the app is. */
export function renderWithRefine(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <ConfigProvider>
        <App>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            notificationProvider={useMessageNotificationProvider}
            options={{
              disableTelemetry: true,
              disableRouteChangeHandler: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            {ui}
          </Refine>
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

/** The antd messages on screen with this text. */
export const messages = (text: string) =>
  [...document.querySelectorAll(".ant-message-notice")].filter((notice) => notice.textContent === text);
