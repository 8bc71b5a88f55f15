import { App, Tabs } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import type { CrudRecord, FormExtraProps } from "@/components/crud/types";
import {
  EditableGrid,
  type EditableGridHandle,
  GridValidationError,
  TabsValidationError,
  validateGrids,
} from "@/components/editable-grid";
import {
  SUB_ROW_AUTH_PRE,
  SUB_ROW_ORDER,
  SUB_ROW_TABLES,
  type SubRowList,
} from "../../../shared/permit-sub-rows";
import { PERSON_COLUMNS, VEHICLE_COLUMNS } from "./sub-row-columns";

const COLUMNS = { vehicleList: VEHICLE_COLUMNS, personList: PERSON_COLUMNS } as const;
const TITLES = Object.fromEntries(SUB_ROW_TABLES.map((t) => [t.list, t.title])) as Record<SubRowList, string>;
const LISTS: readonly SubRowList[] = ["vehicleList", "personList"];

const rowsOf = (record: CrudRecord | undefined, list: SubRowList): Record<string, unknown>[] => {
  const rows = record?.[list];
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
};

/** A stored application's grids follow their rows live with other pages editing the same application. */
const liveKey = (record: CrudRecord | undefined, list: SubRowList): string | undefined =>
  typeof record?.id === "string" && record.id !== "" ? `permit-application:${record.id}:${list}` : undefined;

/**
 * 随行车辆 and 随行人员 in the permit form: one editable grid per tab, rows added, deleted and dragged into
 * order. Saving checks both grids after the form; a failing cell opens its tab, shows its message and
 * stops the save. The rows go into the body as `vehicleList` and `personList`, in the grid's order.
 */
export function ApplicationSubRowsForm({ record, collect }: FormExtraProps) {
  const { message } = App.useApp();
  const grids = useRef<Record<SubRowList, EditableGridHandle | null>>({
    vehicleList: null,
    personList: null,
  });
  const [active, setActive] = useState<SubRowList>("vehicleList");
  const vehicles = useMemo(() => rowsOf(record, "vehicleList"), [record]);
  const persons = useMemo(() => rowsOf(record, "personList"), [record]);
  const sources = { vehicleList: vehicles, personList: persons };

  useEffect(
    () =>
      collect(async () => {
        try {
          return await validateGrids(LISTS.map((key) => ({ key, grid: grids.current[key] })));
        } catch (error) {
          if (error instanceof TabsValidationError) {
            const list = error.tabKey as SubRowList;
            setActive(list);
            const cell = error.cause;
            if (cell instanceof GridValidationError) {
              void message.error(`${TITLES[list]}第${cell.rowIndex + 1}行：${cell.cellMessage}`);
            }
          }
          throw error;
        }
      }),
    [collect, message],
  );

  return (
    <Tabs
      className="permit-sub-rows"
      activeKey={active}
      onChange={(key) => setActive(key as SubRowList)}
      items={LISTS.map((list) => ({
        key: list,
        label: TITLES[list],
        forceRender: true,
        children: (
          <EditableGrid
            ref={(handle) => {
              grids.current[list] = handle;
            }}
            aria-label={TITLES[list]}
            columns={COLUMNS[list]}
            dataSource={sources[list]}
            dragSort
            dragSortKey={SUB_ROW_ORDER}
            maxHeight={300}
            socketKey={liveKey(record, list)}
            authPre={SUB_ROW_AUTH_PRE}
          />
        ),
      }))}
    />
  );
}
