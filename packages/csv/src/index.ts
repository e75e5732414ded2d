export {
  ACCOUNT_DETAIL_CSV,
  type AccountDetailCsvRow,
  type AccountDetailEntry,
  accountDetailCsv,
  accountDetailCsvStream,
  accountDetailRow,
  BALANCE_TYPE_WORDS,
} from './account-detail';
export { csvFilename } from './csv-filename';
export type { CsvOptions, CsvRow, CsvValue } from './csv-row';
export { DEFAULT_DATE_COLUMN } from './csv-row';
export { downloadBlob, downloadCsv } from './download';
export { toCsv } from './to-csv';
export { toCsvStream } from './to-csv-stream';
