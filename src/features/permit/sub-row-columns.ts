/**
 * The grid columns of 随行车辆 and 随行人员, from the shared sub-row fields: the same required, unique and
 * format rules the server checks, with the same messages.
 */
import type { GridColumn, ValidateRule } from "@/components/editable-grid";
import {
  checkSubCell,
  PERSON_ROWS,
  type SubRowField,
  type SubRowTable,
  VEHICLE_ROWS,
} from "../../../shared/permit-sub-rows";

/** Shares of the grid's width; the last column of each list (remark, company) takes what they leave. */
const WIDTHS: Readonly<Record<string, string>> = {
  plateNo: "24%",
  vehicleType: "22%",
  driverName: "20%",
  name: "18%",
  idCard: "30%",
  mobile: "20%",
};

function rulesOf(field: SubRowField): ValidateRule[] {
  const rules: ValidateRule[] = [];
  if (field.required) rules.push({ required: true, message: field.required });
  if (field.unique) rules.push({ unique: true, message: field.unique });
  // Length and format; an empty cell is the required rule's concern.
  const format = { ...field, required: undefined };
  rules.push({
    handler: ({ value }, callback) => {
      const failed = checkSubCell(format, value);
      callback(failed === undefined, failed);
    },
  });
  return rules;
}

function columnOf(field: SubRowField): GridColumn {
  return {
    key: field.key,
    title: field.title,
    type: field.dict ? "select" : "input",
    dictCode: field.dict,
    width: WIDTHS[field.key],
    validateRules: rulesOf(field),
  };
}

const columnsOf = (table: SubRowTable): GridColumn[] => table.fields.map(columnOf);

export const VEHICLE_COLUMNS: readonly GridColumn[] = columnsOf(VEHICLE_ROWS);
export const PERSON_COLUMNS: readonly GridColumn[] = columnsOf(PERSON_ROWS);
