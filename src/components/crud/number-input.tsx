import type { InputNumberProps } from "antd";
import { Input } from "antd";
import { type ComponentType, lazy, Suspense } from "react";

// Few lists have number fields; the number input loads on first use.
const InputNumber = lazy(async () => ({
  default: (await import("antd/es/input-number")).default as ComponentType<InputNumberProps>,
}));

/** antd's InputNumber, loaded on first use; Form.Item's value/onChange pass straight through. */
export function NumberInput(props: InputNumberProps) {
  return (
    <Suspense fallback={<Input disabled placeholder={props.placeholder} style={props.style} />}>
      <InputNumber {...props} />
    </Suspense>
  );
}
