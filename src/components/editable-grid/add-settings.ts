import { ls } from "@/providers/storage";

/** Where the add button's settings are remembered between visits (localStorage `pro__jet-add-btn-settings`). */
export const ADD_SETTINGS_KEY = "jet-add-btn-settings";

export interface AddSettings {
  /** how many rows one click adds (at least 1) */
  addRowNum: number;
  /** where they go: 0 at the bottom, n before the n-th row */
  addIndex: number;
  /** scroll to the bottom after adding */
  addScrollToBottom: boolean;
}

export const DEFAULT_ADD_SETTINGS: AddSettings = { addRowNum: 1, addIndex: 0, addScrollToBottom: false };

const wholeAtLeast = (value: unknown, min: number, fallback: number) => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.max(min, Math.floor(n)) : fallback;
};

/** Settings with their bounds applied: at least one row, a position of 0 or more. */
export function normalizeAddSettings(value: unknown): AddSettings {
  const v =
    typeof value === "object" && value !== null ? (value as Partial<Record<keyof AddSettings, unknown>>) : {};
  return {
    addRowNum: wholeAtLeast(v.addRowNum, 1, DEFAULT_ADD_SETTINGS.addRowNum),
    addIndex: wholeAtLeast(v.addIndex, 0, DEFAULT_ADD_SETTINGS.addIndex),
    addScrollToBottom: v.addScrollToBottom === true,
  };
}

export function readAddSettings(): AddSettings {
  return normalizeAddSettings(ls.get(ADD_SETTINGS_KEY));
}

export function writeAddSettings(settings: AddSettings): AddSettings {
  const normal = normalizeAddSettings(settings);
  ls.set(ADD_SETTINGS_KEY, normal);
  return normal;
}
