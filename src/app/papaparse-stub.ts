/**
 * Stands in for papaparse, which @refinedev/core imports for its CSV useImport/useExport hooks; this app
 * imports and exports Excel through the server instead.
 */
const unsupported = () => {
  throw new Error("CSV import and export are not part of this app");
};
export default { parse: unsupported, unparse: unsupported };
