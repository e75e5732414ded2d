import { type CsvOptions, type CsvRow, type CsvValue, DEFAULT_DATE_COLUMN } from './csv-row';

const BYTE_ORDER_MARK = '\uFEFF';
const RECORD_END = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;
/** What a spreadsheet would read as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number such as `-12.50` or `+3`: a value, never a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export interface CsvEncoder {
  /** CSV text for the next row. For the first row this includes the BOM (if asked for) and the header record. */
  encode(row: CsvRow): string;
  /** CSV text still owed once all rows were encoded: the BOM alone when there were no rows. */
  finish(): string;
}

/**
 * Encodes rows one at a time, so `toCsv` and `toCsvStream` share every formatting
 * rule and produce identical text.
 */
export function createCsvEncoder(options: CsvOptions = {}): CsvEncoder {
  const dateColumn = options.dateColumn ?? DEFAULT_DATE_COLUMN;
  const prefix = options.bom === true ? BYTE_ORDER_MARK : '';
  let columns: string[] | undefined;
  let rowIndex = 0;

  return {
    encode(row) {
      let start = '';
      if (columns === undefined) {
        columns = Object.keys(row);
        start = prefix + encodeHeader(columns);
      }
      const record = encodeRecord(row, columns, dateColumn, rowIndex);
      rowIndex += 1;
      return start + record;
    },
    finish() {
      return columns === undefined ? prefix : '';
    },
  };
}

function encodeHeader(columns: readonly string[]): string {
  // With no columns there is nothing to export; an empty line would not be a record.
  if (columns.length === 0) return '';
  return columns.map((column) => escapeField(defuseFormula(column))).join(',') + RECORD_END;
}

function encodeRecord(
  row: CsvRow,
  columns: readonly string[],
  dateColumn: string,
  rowIndex: number,
): string {
  if (columns.length === 0) return '';
  const fields = columns.map((column) => {
    const text = formatValue(row[column], column, rowIndex);
    return column === dateColumn ? quote(text) : escapeField(text);
  });
  return fields.join(',') + RECORD_END;
}

function formatValue(value: CsvValue, column: string, rowIndex: number): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // toISOString() would throw a bare "Invalid time value"; say where the bad date is.
    if (Number.isNaN(value.getTime())) {
      throw new RangeError(`Invalid Date in column "${column}" at row index ${rowIndex}`);
    }
    return value.toISOString();
  }
  if (typeof value === 'string') return defuseFormula(value);
  return String(value);
}

/** A text cell that would start a formula gets a leading `'`, so spreadsheets show it as text. */
function defuseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function escapeField(text: string): string {
  return NEEDS_QUOTES.test(text) ? quote(text) : text;
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
