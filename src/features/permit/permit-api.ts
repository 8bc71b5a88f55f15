import type { ResourceApi } from "@/components/crud/types";

/** The eight generated routes of a permit module (`/permit/<entity>/*`). */
export function permitApi(entity: string): ResourceApi {
  const base = `/permit/${entity}`;
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    queryById: `${base}/queryById`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
  };
}

export const ENTITY_STATUS_COLORS = { "1": "green", "0": "default" };
