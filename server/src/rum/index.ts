// What the RUM area offers the rest of the server; other areas import only this file.
export { rumPlugin } from './rum-plugin.js';
export { parseRumArgs, rumReport, RUM_REPORT_USAGE } from './rum-report.js';
