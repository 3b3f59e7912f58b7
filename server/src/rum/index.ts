// What the RUM area offers the rest of the server; other areas import only this file.
export { rumPlugin } from './rum-plugin.js';
export {
  parseRumArgs,
  rumReport,
  rumReportLines,
  RUM_REPORT_USAGE,
  RUM_SUMMARY_COLUMNS,
} from './rum-report.js';
export { RumRepository, type RumSummary } from './rum-repository.js';
export { RumSummaryService, type RumMerchant } from './rum-summary.js';
