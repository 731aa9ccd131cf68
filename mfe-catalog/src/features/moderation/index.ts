/* Reports on the catalogue's pages (docs/administration.md#moderation). */
export { ReportButton } from './report-button';
