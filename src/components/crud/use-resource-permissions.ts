import { useCan, useCanWithoutCache } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ResourceDecl } from "./types";

export interface ResourcePermissions {
  create: boolean;
  edit: boolean;
  delete: boolean;
  /** Literal codes of custom actions ("user:frozenBatch"); an action without a code is allowed. */
  code: (permission?: string) => boolean;
}

/** `<authPrefix>export` / `<authPrefix>import` when the resource has those endpoints. */
export function excelCodes(decl: ResourceDecl): { export?: string; import?: string } {
  const prefix = decl.authPrefix ?? "";
  if (prefix === "") return {};
  return {
    export: decl.api.exportXls ? `${prefix}export` : undefined,
    import: decl.api.importExcel ? `${prefix}import` : undefined,
  };
}

function customCodes(decl: ResourceDecl): string[] {
  const excel = excelCodes(decl);
  const codes = new Set<string>([excel.export, excel.import].filter((c): c is string => Boolean(c)));
  for (const action of [...(decl.rowActions ?? []), ...(decl.batchActions ?? [])]) {
    if (typeof action === "object" && action.permission) codes.add(action.permission);
  }
  return [...codes].sort();
}

/**
 * The access decisions a list page needs, asked once per page (not per row). The resource is passed
 * explicitly: a kept-alive tab must not infer it from the current URL.
 */
export function useResourcePermissions(
  decl: ResourceDecl,
  meta: Record<string, unknown>,
): ResourcePermissions {
  const params = { resource: { name: decl.name, meta } };
  const create = useCan({ resource: decl.name, action: "create", params });
  const edit = useCan({ resource: decl.name, action: "edit", params });
  const remove = useCan({ resource: decl.name, action: "delete", params });

  const { can } = useCanWithoutCache();
  const codes = useMemo(() => customCodes(decl), [decl]);
  const custom = useQuery({
    queryKey: ["access", decl.name, "codes", codes],
    queryFn: async () => {
      const entries = await Promise.all(
        codes.map(async (code) => {
          const answer = can ? await can({ resource: decl.name, action: code, params }) : { can: true };
          return [code, answer.can] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<string, boolean>;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: codes.length > 0,
  });

  // Until an answer arrives a control stays hidden, so nothing flashes up that is then taken away.
  return {
    create: create.data?.can === true,
    edit: edit.data?.can === true,
    delete: remove.data?.can === true,
    code: (permission) => !permission || custom.data?.[permission] === true,
  };
}
