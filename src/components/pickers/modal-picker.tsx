import { type ReactNode, useState } from "react";
import { PickerInput } from "./picker-input";
import { cellText, type PickerProps, type Row } from "./types";
import { type LabelSource, useLabels } from "./use-labels";

/** What a picker's dialog receives: the stored values and their texts, and where to answer. */
export interface PickerDialog {
  selected: string[];
  labels: string[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

export interface ModalPickerProps extends PickerProps {
  /** the record field stored in the form (`a,b` for several) */
  valueKey: string;
  /** the record field shown in the input */
  labelKey: string;
  /** where the records of stored values are read, for their texts */
  labelSource: LabelSource;
  /** the dialog, mounted while open */
  renderDialog: (dialog: PickerDialog) => ReactNode;
}

/**
 * The part every record picker shares: the input showing the stored values' texts, the dialog while open,
 * and the answer written back as `a,b` (plus the records to `onPick`).
 */
export function ModalPicker({
  value,
  onChange,
  onPick,
  placeholder,
  disabled,
  id,
  valueKey,
  labelKey,
  labelSource,
  renderDialog,
  defaultOpen = false,
}: ModalPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { labels, remember } = useLabels(value ?? undefined, labelSource, valueKey, labelKey);
  return (
    <>
      <PickerInput
        id={id}
        labels={labels}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
      {open &&
        renderDialog({
          selected: value ? value.split(",") : [],
          labels,
          onCancel: () => setOpen(false),
          onOk: (rows) => {
            setOpen(false);
            remember(rows);
            onPick?.(rows);
            onChange?.(rows.length ? rows.map((r) => cellText(r[valueKey])).join(",") : undefined);
          },
        })}
    </>
  );
}

/** A filter form's text as a contains search (`*x*`), empty when blank. */
export const containsText = (value: unknown): string =>
  typeof value === "string" && value.trim() ? `*${value.trim()}*` : "";
