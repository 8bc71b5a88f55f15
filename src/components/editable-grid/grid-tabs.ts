import { VALIDATION_FAILED } from "./grid-messages";

/** Why a grid's values were refused: the first failing cell (row index from 0, column key, message). */
export class GridValidationError extends Error {
  constructor(
    readonly rowIndex: number,
    readonly key: string,
    readonly cellMessage: string,
    readonly failures: number,
  ) {
    super(cellMessage || VALIDATION_FAILED);
    this.name = "GridValidationError";
  }
}

/** The first failing grid of several (in tabs): its position among them and its tab key. */
export class TabsValidationError extends Error {
  constructor(
    readonly index: number,
    readonly tabKey: string,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : VALIDATION_FAILED);
    this.name = "TabsValidationError";
  }
}

/** The form failed before any grid was checked. */
export class FormValidationError extends Error {
  constructor(readonly cause: unknown) {
    super(VALIDATION_FAILED);
    this.name = "FormValidationError";
  }
}

export interface ValuesSource {
  getValues(): Promise<Record<string, unknown>[]>;
}

export interface TabGrid {
  /** the tab's key */
  key: string;
  grid: ValuesSource | null | undefined;
}

/**
 * Checks grids one after another; the first failing one rejects with its index and tab key, and the
 * later ones are not checked. Resolves each tab's values by its key.
 */
export async function validateGrids(
  grids: readonly TabGrid[],
): Promise<Record<string, Record<string, unknown>[]>> {
  const values: Record<string, Record<string, unknown>[]> = {};
  for (let i = 0; i < grids.length; i++) {
    const { key, grid } = grids[i];
    if (!grid) continue;
    try {
      values[key] = await grid.getValues();
    } catch (error) {
      throw new TabsValidationError(i, key, error);
    }
  }
  return values;
}

/** A form and its grids: rejects when the form fails (grids unchecked), then as `validateGrids`. */
export async function validateFormAndGrids<F>(
  form: { validateFields(): Promise<F> },
  grids: readonly TabGrid[],
): Promise<{ form: F; grids: Record<string, Record<string, unknown>[]> }> {
  let formValues: F;
  try {
    formValues = await form.validateFields();
  } catch (error) {
    throw new FormValidationError(error);
  }
  return { form: formValues, grids: await validateGrids(grids) };
}
