import type { TimePickerProps } from "antd";
import { Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ComponentType, lazy, Suspense } from "react";

/** The time fields' text form on the wire and in form values. */
export const TIME_FORMAT = "HH:mm:ss";
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

// The picker shares the date picker's chunk; it loads when a time field is first shown.
const TimePicker = lazy(async () => ({
  default: (await import("antd/es/time-picker")).default as ComponentType<TimePickerProps>,
}));

/** `HH:mm:ss` text as the picker's value; anything else shows empty. */
export function timeValue(text: unknown): Dayjs | undefined {
  if (typeof text !== "string" || !TIME.test(text)) return undefined;
  return dayjs(`2000-01-01T${text}`);
}

export interface TimeInputProps {
  /** `HH:mm:ss` */
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  id?: string;
  "aria-label"?: string;
}

/**
 * A time of day (`HH:mm:ss`) field: the value stays the text the server stores and sends, the picker
 * edits it. For forms and the editable grid alike.
 */
export function TimeInput({ value, onChange, placeholder, disabled, style, id, ...rest }: TimeInputProps) {
  return (
    <Suspense fallback={<Input disabled placeholder={placeholder} style={style} />}>
      <TimePicker
        id={id}
        aria-label={rest["aria-label"]}
        value={timeValue(value) ?? null}
        format={TIME_FORMAT}
        placeholder={placeholder}
        disabled={disabled}
        style={style}
        onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : null)}
      />
    </Suspense>
  );
}
