/** A value that can be written to one CSV cell. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/** One record of the export: column name -> cell value. */
export type CsvRow = Record<string, CsvValue>;

/**
 * Any object whose values are all `CsvValue`. Unlike `CsvRow` this also accepts
 * interfaces, which TypeScript never treats as having an index signature.
 */
export type CsvRowLike<Row> = { [Column in keyof Row]: CsvValue };

/** The account-detail (balance history) row's date field. */
export const DEFAULT_DATE_COLUMN = 'createdAt';

export interface CsvOptions {
  /**
   * Column whose values are always quoted, even when they contain nothing special.
   * Defaults to {@link DEFAULT_DATE_COLUMN}. Its header cell is not forced to be quoted.
   */
  dateColumn?: string;
  /** Prefix the output with a UTF-8 byte order mark so spreadsheet programs detect the encoding. Defaults to `false`. */
  bom?: boolean;
}
