import { type DataProvider, Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import { MemoryRouter } from "react-router";
import { CrudPage } from "@/components/crud/crud-page";
import { declMeta } from "@/components/crud/resource-meta";
import type { CrudRecord, ResourceDecl } from "@/components/crud/types";
import { accessControlProvider } from "@/providers/access-control";

/** Renders a declared list page over a fake data provider that answers `rows`. */
export function renderList(resource: ResourceDecl, rows: CrudRecord[]) {
  const getList = async () => ({ data: rows, total: rows.length });
  const provider = { getApiUrl: () => "", getList } as unknown as DataProvider;
  return render(
    <MemoryRouter>
      <ConfigProvider>
        <App>
          <Refine
            dataProvider={provider}
            routerProvider={routerProvider}
            accessControlProvider={accessControlProvider}
            resources={[{ name: resource.name, meta: declMeta(resource) }]}
            options={{ disableTelemetry: true, disableRouteChangeHandler: true }}
          >
            <CrudPage resource={resource} />
          </Refine>
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
}
