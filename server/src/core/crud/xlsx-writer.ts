/**
 * A one-sheet .xlsx of plain cells (strings and numbers, no styles, no shared strings) written as a
 * stream: the package's small parts first, then the sheet's rows as they are added, deflated a
 * FLUSH_CHARS stretch at a time, then the zip's directory. It writes what exceljs's streaming writer
 * writes for such a sheet (the tests read every file back with exceljs), without its per-row objects
 * and without its zip library's round trips through the thread pool.
 */
import { type SheetCell, sheetRowXml, xmlText } from "./xlsx-sheet-rows.ts";
import { type ZipEntry, ZipWriter } from "./zip-writer.ts";

/** Characters of row XML gathered before they are deflated and sent. */
const FLUSH_CHARS = 64 * 1024;
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE = "application/vnd.openxmlformats-officedocument";

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${OFFICE}.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="${OFFICE}.extended-properties+xml"/></Types>`;

const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="${PACKAGE_REL}/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** The one cell format every cell uses: spreadsheet programs expect a style sheet to exist. */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const SHEET_HEAD = `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/><sheetData>`;
const SHEET_TAIL = `</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

/** The characters a sheet name may not hold, and its longest length. */
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

export interface XlsxSheetOptions {
  sheetName: string;
  /** Named as the file's author. */
  creator: string;
  modified?: Date;
}

export class XlsxSheetWriter {
  private readonly zip: ZipWriter;
  private readonly sheet: ZipEntry;
  private pending = "";
  private rowNumber = 0;

  /** `emit` receives the file's bytes in order. */
  constructor(emit: (bytes: Buffer) => void, options: XlsxSheetOptions) {
    const modified = options.modified ?? new Date();
    const name = xmlText(
      options.sheetName.replace(SHEET_NAME_REFUSED, "_").slice(0, SHEET_NAME_MAX).trim() || "Sheet1",
    );
    const creator = xmlText(options.creator);
    const stamp = `${modified.toISOString().slice(0, 19)}Z`;
    this.zip = new ZipWriter(emit, modified);
    this.zip.file("[Content_Types].xml", CONTENT_TYPES);
    this.zip.file("_rels/.rels", ROOT_RELS);
    this.zip.file(
      "docProps/app.xml",
      `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`,
    );
    this.zip.file(
      "docProps/core.xml",
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${creator}</dc:creator><cp:lastModifiedBy>${creator}</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`,
    );
    this.zip.file(
      "xl/workbook.xml",
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    this.zip.file("xl/_rels/workbook.xml.rels", WORKBOOK_RELS);
    this.zip.file("xl/styles.xml", STYLES);
    this.sheet = this.zip.entry("xl/worksheets/sheet1.xml");
    this.sheet.write(SHEET_HEAD);
  }

  /** The next row (the first is row 1); `undefined` cells are left out, `null` ones are empty. */
  addRow(cells: readonly (SheetCell | undefined)[]): void {
    this.rowNumber += 1;
    this.pending += sheetRowXml(this.rowNumber, cells);
    if (this.pending.length >= FLUSH_CHARS) this.flush();
  }

  /** Ends the sheet and the file; nothing may be added after. */
  end(): void {
    this.pending += SHEET_TAIL;
    this.flush();
    this.sheet.close();
    this.zip.finish();
  }

  private flush(): void {
    this.sheet.write(this.pending);
    this.pending = "";
  }
}
