/**
 * Stands in for antd's Select on the first screens (the search panel's dictionary selects, the table's
 * page-size changer through vite.config.ts, antdParts), so that the select's code (rc-select,
 * rc-virtual-list, their styles) stays out of the first download. It draws what a closed select looks
 * like, with antd's class names and its own small styles, and swaps in the real select at the first sign
 * of use: the pointer entering it or keyboard focus mount it closed (focused if it had focus); a press or
 * an opening key mounts it open and focused, so one click opens the list as before.
 */
import { CloseCircleFilled, CloseOutlined, DownOutlined } from "@ant-design/icons";
import { ConfigProvider } from "antd";
// The form field's status, as antd's own inputs read it, without antd's Form.
import { FormItemInputContext } from "antd/es/form/context";
import type { SelectProps } from "antd/es/select";
import {
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from "react";
import { useThemeToken } from "@/components/shell/use-theme-token";
import "./first-paint-select.css";

type RealSelect = ComponentType<SelectProps>;

let loading: Promise<RealSelect> | null = null;
let loaded: RealSelect | null = null;

/** The real select's code, fetched once for every stand-in and for LazySelect. */
export function loadSelect(): Promise<RealSelect> {
  loading ??= import("antd/es/select").then(
    (module) => {
      loaded = module.default as unknown as RealSelect;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How the real select mounts: open (a press or an opening key) and focused (it had or got focus). */
interface Wish {
  open: boolean;
  focus: boolean;
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

interface Option {
  value?: unknown;
  label?: ReactNode;
  title?: string;
}

interface Shown {
  key: string;
  label: ReactNode;
  title?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null;

/** The chosen values with the labels the real select shows for them (a value without its option shows itself). */
function shownValues(value: unknown, options: readonly Option[] | undefined): Shown[] {
  const values = Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
  return values.flatMap((item: unknown) => {
    if (isEmpty(item)) return [];
    const labelled = typeof item === "object" && item !== null && "value" in item ? (item as Option) : null;
    const raw = labelled ? labelled.value : item;
    const option = options?.find((candidate) => candidate.value === raw);
    const label = labelled?.label ?? option?.label ?? (raw as ReactNode);
    const title =
      option?.title ?? (typeof label === "string" || typeof label === "number" ? String(label) : undefined);
    return [{ key: String(raw), label, title }];
  });
}

/** The theme's figures the stand-in's styles read, as CSS variables. */
function useThemeVars(size: SelectProps["size"]): CSSProperties {
  const token = useThemeToken();
  const height =
    size === "small" ? token.controlHeightSM : size === "large" ? token.controlHeightLG : token.controlHeight;
  const fontSize = size === "large" ? token.fontSizeLG : token.fontSize;
  const padding =
    size === "small" ? token.controlPaddingHorizontalSM - token.lineWidth : token.paddingSM - token.lineWidth;
  const arrowRoom = size === "small" ? token.fontSize * 1.5 : Math.ceil(token.fontSize * 1.25);
  const radius =
    size === "small" ? token.borderRadiusSM : size === "large" ? token.borderRadiusLG : token.borderRadius;
  return {
    "--fps-height": `${height}px`,
    "--fps-inner-height": `${height - 2 * token.lineWidth}px`,
    "--fps-font-size": `${fontSize}px`,
    "--fps-line-height": String(token.lineHeight),
    "--fps-font-family": token.fontFamily,
    "--fps-padding": `${padding}px`,
    "--fps-arrow-room": `${arrowRoom}px`,
    "--fps-radius": `${radius}px`,
    "--fps-radius-sm": `${token.borderRadiusSM}px`,
    "--fps-icon-size": `${token.fontSizeIcon}px`,
    "--fps-line-width": `${token.lineWidth}px`,
    "--fps-text": token.colorText,
    "--fps-placeholder": token.colorTextPlaceholder,
    "--fps-icon": token.colorTextQuaternary,
    "--fps-icon-hover": token.colorIcon,
    "--fps-bg": token.colorBgContainer,
    "--fps-clear-bg": token.colorBgBase,
    "--fps-item-bg": token.colorFillSecondary,
    "--fps-border": token.colorBorder,
    "--fps-hover": token.colorPrimaryHover,
    "--fps-active": token.colorPrimary,
    "--fps-outline": token.controlOutline,
    "--fps-error": token.colorError,
    "--fps-error-hover": token.colorErrorHover,
    "--fps-error-outline": token.colorErrorOutline,
    "--fps-warning": token.colorWarning,
    "--fps-warning-hover": token.colorWarningHover,
    "--fps-warning-outline": token.colorWarningOutline,
    "--fps-disabled-bg": token.colorBgContainerDisabled,
    "--fps-disabled-text": token.colorTextDisabled,
    "--fps-motion": token.motionDurationMid,
  } as CSSProperties;
}

/** antd's Select, drawn closed until it is used; its props are the real select's. */
export default function FirstPaintSelect(props: SelectProps) {
  const [wish, setWish] = useState<Wish | null>(null);
  const [Real, setReal] = useState<RealSelect | null>(() => loaded);

  useEffect(() => {
    if (!wish || Real) return;
    let live = true;
    loadSelect().then(
      (select) => live && setReal(() => select),
      // A failed load leaves the stand-in as it was; the next sign of use tries again.
      () => live && setWish(null),
    );
    return () => {
      live = false;
    };
  }, [wish, Real]);

  if (wish && Real) {
    return (
      // A press that reached the stand-in after the pointer had already swapped in a closed select mounts
      // it again, open.
      <Real
        key={wish.open ? "open" : "closed"}
        {...props}
        defaultOpen={props.defaultOpen ?? wish.open}
        autoFocus={props.autoFocus || wish.focus}
      />
    );
  }
  return <ClosedSelect {...props} onWish={(next) => setWish((prev) => merge(prev, next))} />;
}

const merge = (prev: Wish | null, next: Wish): Wish => ({
  open: (prev?.open ?? false) || next.open,
  focus: (prev?.focus ?? false) || next.focus,
});

/**
 * What a closed antd Select looks like, without its code; `onWish` hears the signs of use (without it the
 * drawing stays inert, as a placeholder while the real select loads elsewhere).
 */
export function ClosedSelect({
  onWish,
  id,
  className,
  style,
  value,
  defaultValue,
  options,
  placeholder,
  allowClear,
  disabled: ownDisabled,
  mode,
  size: ownSize,
  status: ownStatus,
  showSearch,
  onChange,
  onClear,
  tabIndex,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-required": ariaRequired,
  "aria-invalid": ariaInvalid,
}: SelectProps & { onWish?: (wish: Wish) => void }) {
  const { componentDisabled, componentSize } = ConfigProvider.useConfig();
  const disabled = ownDisabled ?? componentDisabled;
  const size = ownSize ?? componentSize;
  const { status: formStatus, isFormItemInput } = useContext(FormItemInputContext);
  const status = ownStatus ?? (formStatus === "error" || formStatus === "warning" ? formStatus : undefined);
  const vars = useThemeVars(size);
  const multiple = mode === "multiple" || mode === "tags";
  const shown = shownValues(value === undefined ? defaultValue : value, options as Option[] | undefined);
  const clearable = Boolean(allowClear) && !disabled && shown.length > 0;

  const want = (wish: Wish) => {
    if (!disabled) onWish?.(wish);
  };
  // An opening press or key swaps once it has gone through: the real select watches presses from its
  // first effect and would take this one, whose target is then gone, for a press outside it.
  const open = () => setTimeout(() => want({ open: true, focus: true }));
  const press = (event: MouseEvent) => {
    if (event.button !== 0) return;
    // The real select takes focus as it mounts; the browser's own focus would land on a removed node.
    event.preventDefault();
    open();
  };
  const key = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onClear?.();
    if (multiple) onChange?.([], []);
    else onChange?.(undefined, undefined);
  };

  const classes = [
    "ant-select",
    "ant-select-outlined",
    className,
    "first-paint-select",
    multiple ? "ant-select-multiple" : "ant-select-single",
    allowClear && "ant-select-allow-clear",
    "ant-select-show-arrow",
    (showSearch || multiple) && "ant-select-show-search",
    disabled && "ant-select-disabled",
    status && `ant-select-status-${status}`,
    size === "small" && "ant-select-sm",
    size === "large" && "ant-select-lg",
    isFormItemInput && "ant-select-in-form-item",
  ]
    .filter(Boolean)
    .join(" ");

  const input = (
    <input
      type="search"
      id={id}
      autoComplete="off"
      className="ant-select-selection-search-input"
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={ariaDescribedBy}
      aria-required={ariaRequired}
      aria-invalid={ariaInvalid}
      readOnly
      disabled={disabled}
      tabIndex={tabIndex}
      value=""
      style={{ opacity: 0 }}
      onFocus={() => want({ open: false, focus: true })}
      onKeyDown={key}
    />
  );
  const placeholderText = shown.length === 0 && placeholder !== undefined && (
    <span className="ant-select-selection-placeholder">{placeholder}</span>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer only hints at use; the combobox inside takes focus and keys.
    <div
      className={classes}
      style={{ ...vars, ...style }}
      onMouseEnter={() => want({ open: false, focus: false })}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press anywhere on the box opens it, as on antd's; keys reach the combobox. */}
      <div className="ant-select-selector" onMouseDown={press}>
        <span className="ant-select-selection-wrap">
          {multiple ? (
            <div className="ant-select-selection-overflow">
              {shown.map(({ key: itemKey, label, title }) => (
                <div key={itemKey} className="ant-select-selection-overflow-item">
                  <span className="ant-select-selection-item" title={title}>
                    <span className="ant-select-selection-item-content">{label}</span>
                    {!disabled && (
                      <span className="ant-select-selection-item-remove" aria-hidden="true">
                        <CloseOutlined />
                      </span>
                    )}
                  </span>
                </div>
              ))}
              <div className="ant-select-selection-overflow-item ant-select-selection-overflow-item-suffix">
                <div className="ant-select-selection-search">{input}</div>
              </div>
            </div>
          ) : (
            <>
              <span className="ant-select-selection-search">{input}</span>
              {shown[0] && (
                <span className="ant-select-selection-item" title={shown[0].title}>
                  {shown[0].label}
                </span>
              )}
            </>
          )}
          {placeholderText}
        </span>
      </div>
      <span className="ant-select-arrow" aria-hidden="true">
        <DownOutlined className="ant-select-suffix" />
      </span>
      {clearable && (
        <span className="ant-select-clear" aria-hidden="true" onMouseDown={clear}>
          <CloseCircleFilled />
        </span>
      )}
    </div>
  );
}
