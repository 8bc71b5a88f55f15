import "./antd-setup";
import "./dayjs-setup";
import "antd/dist/reset.css";
import { BrowserRouter } from "react-router";
import { AntdRoot } from "./antd-root";
import { RefineApp } from "./refine-app";
import { SessionGate } from "./session-gate";

/** The full application: router, antd, the guard, then refine with the menu's routes. */
export default function AppShell() {
  return (
    <BrowserRouter>
      <AntdRoot>
        <SessionGate>{(menu) => <RefineApp menu={menu} />}</SessionGate>
      </AntdRoot>
    </BrowserRouter>
  );
}
