/** A record of a picker's list. */
export type Row = Record<string, unknown>;

export const cellText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** What every picker takes as a form control: the stored value(s) as `a,b` text. */
export interface PickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** several values (the user pickers default to true, as the original) */
  multi?: boolean;
  /** also receives the picked records (to fill other fields) */
  onPick?: (rows: Row[]) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** the dialog is open when the picker first shows (asked for while its code was loading) */
  defaultOpen?: boolean;
}
