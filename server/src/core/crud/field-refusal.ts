/** A refusal of one field's value: answered like any BizError, and an import check can mark its cell. */
import { BizError } from "../result.ts";

export class FieldRefusal extends BizError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The field a refusal names: its own, or else the field whose title the message mentions (the longest). */
export function refusedField(
  err: BizError,
  titles: readonly { field: string; title: string }[],
): string | undefined {
  if (err instanceof FieldRefusal) return err.field;
  let best: { field: string; title: string } | undefined;
  for (const t of titles) {
    if (t.title && err.message.includes(t.title) && (!best || t.title.length > best.title.length)) best = t;
  }
  return best?.field;
}
