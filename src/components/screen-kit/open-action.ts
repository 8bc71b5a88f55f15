import type { CrudRecord, CustomAction } from "@/components/crud/types";

/**
 * Thrown by a row action that only opens a dialog: the kit reports a resolved outcome as a message, and a
 * rejection silently, and the dialog reports its own results.
 */
export class DialogOpened extends Error {
  constructor() {
    super("dialog opened");
    this.name = "DialogOpened";
  }
}

/** A row action (授权, 用户, 字典配置) that opens a page's own dialog for the clicked record. */
export function dialogAction(
  key: string,
  label: string,
  permission: string | undefined,
  open: (record: CrudRecord) => void,
): CustomAction {
  return {
    key,
    label,
    permission,
    run: async (records) => {
      const record = records[0];
      if (record) open(record);
      throw new DialogOpened();
    },
  };
}
