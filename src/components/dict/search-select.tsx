import { App, Select, Spin } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { RefineScope } from "@/components/resource-table/refine-scope";
import {
  DICT_PAGE_SIZE,
  ENTER_KEYWORD,
  type LabeledValue,
  NOTHING_FOUND,
  searchDict,
  translateDict,
} from "@/providers/dict-lookups";
import { DictError } from "./dict-error";
import { useDict } from "./use-dict";

/** The original's two search delays: 800 ms in JSearchSelectTag, 300 ms in the grid's async cell. */
export const SEARCH_DEBOUNCE_MS = 800;
export const GRID_SEARCH_DEBOUNCE_MS = 300;

export interface SearchSelectProps {
  /** a dictionary code or a table dictionary `table,text,code` */
  dict?: string;
  /** search the server as the user types (loadDict) instead of filtering the loaded items */
  async?: boolean;
  /** debounce of the async search (default 800 ms) */
  delay?: number;
  pageSize?: number;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** JSearchSelectTag: a searchable dictionary select, synchronous over the items or asynchronous. */
export function SearchSelect(props: SearchSelectProps) {
  if (!props.dict) return <DictError message="字典Code不能为空!" />;
  return props.async ? (
    <AsyncSearch {...props} dict={props.dict} />
  ) : (
    <RefineScope>
      <SyncSearch {...props} dict={props.dict} />
    </RefineScope>
  );
}

function SyncSearch({
  dict,
  value,
  onChange,
  placeholder = "请选择",
  disabled,
  id,
}: SearchSelectProps & { dict: string }) {
  const { options } = useDict(dict);
  return (
    <Select<string>
      id={id}
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: "100%" }}
      value={value ?? undefined}
      notFoundContent={NOTHING_FOUND}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(v) => onChange?.(v)}
    />
  );
}

function AsyncSearch({
  dict,
  delay = SEARCH_DEBOUNCE_MS,
  pageSize = DICT_PAGE_SIZE,
  value,
  onChange,
  placeholder = "请输入搜索内容",
  disabled,
  id,
}: SearchSelectProps & { dict: string }) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<LabeledValue[]>([]);
  const [keyword, setKeyword] = useState("");
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<LabeledValue | undefined>();
  const timer = useRef<number | undefined>(undefined);
  const seq = useRef(0);

  // The stored value's text comes from loadDictItem (the options hold only search results).
  useEffect(() => {
    if (!value) {
      setChosen(undefined);
      return;
    }
    let live = true;
    translateDict(dict, [value]).then(([found]) => live && setChosen(found));
    return () => {
      live = false;
    };
  }, [dict, value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string) => {
    setKeyword(text);
    window.clearTimeout(timer.current);
    const mine = ++seq.current;
    if (text.trim() === "") {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = window.setTimeout(async () => {
      try {
        const found = await searchDict(dict, text.trim(), pageSize);
        if (mine === seq.current) setOptions(found);
      } catch (e) {
        if (mine === seq.current) {
          setOptions([]);
          message.warning(e instanceof Error ? e.message : String(e));
        }
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, delay);
  };

  const shown = useMemo(
    () => (chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options),
    [chosen, options],
  );

  return (
    <Select<string>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: "100%" }}
      value={value ?? undefined}
      options={shown}
      onSearch={search}
      notFoundContent={
        loading ? <Spin size="small" /> : keyword.trim() === "" ? ENTER_KEYWORD : NOTHING_FOUND
      }
      onChange={(v) => {
        onChange?.(v);
        if (v === undefined) setChosen(undefined);
      }}
    />
  );
}
