export { csvFilename } from './csv-filename';
export type { CsvOptions, CsvRow, CsvValue } from './csv-row';
export { DEFAULT_DATE_COLUMN } from './csv-row';
export { downloadCsv } from './download';
export { toCsv } from './to-csv';
export { toCsvStream } from './to-csv-stream';
