import type { DatePickerProps } from "antd";
import { Input } from "antd";
import { type ComponentType, lazy, Suspense } from "react";

// The date picker is the largest antd widget; it loads when a form or search field first needs it.
const DatePicker = lazy(async () => ({
  default: (await import("antd/es/date-picker")).default as ComponentType<DatePickerProps>,
}));

/** antd's DatePicker, loaded on first use; Form.Item's value/onChange pass straight through. */
export function DateInput(props: DatePickerProps) {
  const placeholder = typeof props.placeholder === "string" ? props.placeholder : undefined;
  return (
    <Suspense fallback={<Input disabled placeholder={placeholder} style={props.style} />}>
      <DatePicker {...props} />
    </Suspense>
  );
}
