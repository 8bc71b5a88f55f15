import { Select, type SelectProps } from "antd";
import { useEffect, useState } from "react";
import { getAction } from "@/providers/http/client";
import type { CrudRecord } from "./types";

export interface RefSelectProps extends Omit<SelectProps<string>, "options" | "onSearch"> {
  /** A JeecgBoot list endpoint ("/permit/vehicle/list"). */
  list: string;
  /** The field searched with `*keyword*`. */
  searchField: string;
  /** The option text of a record. */
  label: (record: CrudRecord) => string;
  /** Fixed query of the list (kind=visitor). */
  query?: Record<string, string>;
}

const PAGE_SIZE = 20;

/** A select over another module's records (a vehicle, a driver); searches the server as the user types. */
export function RefSelect({ list, searchField, label, query, value, ...rest }: RefSelectProps) {
  const [keyword, setKeyword] = useState("");
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const queryText = JSON.stringify(query ?? {});

  useEffect(() => {
    const fixed = JSON.parse(queryText) as Record<string, string>;
    const page = (extra: Record<string, string>) =>
      getAction<{ records?: CrudRecord[] }>(list, { ...fixed, ...extra, pageNo: 1, pageSize: PAGE_SIZE })
        .then((answer) => (answer.success ? (answer.result?.records ?? []) : []))
        .catch(() => [] as CrudRecord[]);
    let live = true;
    const timer = window.setTimeout(async () => {
      const found = await page(keyword ? { [searchField]: `*${keyword}*` } : {});
      // The chosen record stays listed even when it is not on the first page.
      const chosen = value && !found.some((r) => String(r.id) === value) ? await page({ id: value }) : [];
      if (!live) return;
      setOptions([...chosen, ...found].map((record) => ({ value: String(record.id), label: label(record) })));
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [list, searchField, keyword, value, queryText, label]);

  return (
    <Select<string>
      showSearch
      allowClear
      filterOption={false}
      value={value}
      onSearch={setKeyword}
      options={options}
      {...rest}
    />
  );
}
