import { Alert, Cascader, Select, Space, Spin } from "antd";
import { useEffect, useState } from "react";
import { AREA_ROOT, type Area, loadArea } from "./area-data";

export type AreaLinkageType = "cascader" | "select";

/** The original's text for a `type` it does not know. */
export function badTypeText(type: string): string {
  return ` Bad type value: ${type}`;
}

function useArea(): Area | undefined {
  const [area, setArea] = useState<Area>();
  useEffect(() => {
    let live = true;
    loadArea().then((loaded) => live && setArea(loaded));
    return () => {
      live = false;
    };
  }, []);
  return area;
}

export interface AreaLinkageProps {
  /** the last-level code */
  value?: string | null;
  onChange?: (code: string) => void;
  type?: AreaLinkageType | string;
  disabled?: boolean;
  placeholder?: string;
  label?: string;
}

/**
 * Province/city/district linkage (the original's JAreaLinkage): a cascader (default) or three
 * selects; the value is the last chosen level's code and the path is rebuilt from it.
 */
export function AreaLinkage({
  value,
  onChange,
  type = "cascader",
  disabled,
  placeholder = "请选择省市区",
  label,
}: AreaLinkageProps) {
  const area = useArea();
  if (type !== "cascader" && type !== "select") return <Alert type="error" message={badTypeText(type)} />;
  if (!area) return <Spin size="small" />;
  const path = area.pathOf(value);
  const emit = (codes: readonly string[]) => onChange?.(codes[codes.length - 1] ?? "");
  if (type === "cascader") {
    return (
      <Cascader
        aria-label={label}
        options={area.cascaderOptions()}
        value={path}
        disabled={disabled}
        placeholder={placeholder}
        changeOnSelect
        showSearch
        onChange={(codes) => emit((codes ?? []) as string[])}
        style={{ width: "100%" }}
      />
    );
  }
  const [province, city, district] = path;
  const level = (pid: string | undefined, current: string | undefined, name: string, depth: number) => (
    <Select
      aria-label={`${label ?? ""}${name}`}
      placeholder={`请选择${name}`}
      value={current}
      disabled={disabled || pid === undefined}
      options={pid === undefined ? [] : area.childrenOf(pid)}
      allowClear
      onChange={(code: string | undefined) =>
        emit(code ? [...path.slice(0, depth), code] : path.slice(0, depth))
      }
      style={{ minWidth: 120 }}
    />
  );
  return (
    <Space wrap>
      {level(AREA_ROOT, province, "省", 0)}
      {level(province, city, "市", 1)}
      {level(city, district, "区", 2)}
    </Space>
  );
}

/** The names of a stored code ("广东省/深圳市/福田区"), for lists and details. */
export function AreaText({ value }: { value: unknown }) {
  const area = useArea();
  if (typeof value !== "string" || value === "") return null;
  return <span>{area ? area.getText(value) || value : value}</span>;
}
