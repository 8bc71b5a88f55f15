import { useCustom } from "@refinedev/core";
import { Button, Result, Spin } from "antd";
import { useMemo } from "react";
import type { ModuleDeclaration } from "../../../shared/modules/module-types";
import { CrudPage } from "./crud-page";
import { resourceFromModule } from "./from-module";

interface DeclarationAnswer {
  result: ModuleDeclaration;
}

/**
 * The list page of a module this build does not know: its declaration comes from the server, so a
 * module added there as a declaration alone (menu component `declared/<name>`) works without a new build.
 */
export function DeclaredModulePage({ name }: { name: string }) {
  const { query, result } = useCustom<DeclarationAnswer>({
    url: `/sys/module/declaration/${encodeURIComponent(name)}`,
    method: "get",
    queryOptions: { staleTime: Number.POSITIVE_INFINITY, retry: false },
  });
  const declaration = result?.data?.result;
  const resource = useMemo(() => (declaration ? resourceFromModule(declaration) : undefined), [declaration]);
  if (resource) return <CrudPage resource={resource} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="模块加载失败"
        subTitle={query.error?.message}
        extra={<Button onClick={() => query.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <div style={{ padding: 48, textAlign: "center" }}>
      <Spin tip="加载中…">
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}

export default DeclaredModulePage;
