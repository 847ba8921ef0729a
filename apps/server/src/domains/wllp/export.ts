import ExcelJS from 'exceljs';
import {
  formatDate,
  WLLP_MEASURES,
  WLLP_OVERDUE_COLUMNS,
  WLLP_SUMMARY_LABELS,
  WLLP_TABLES,
  type WllpExportQuery,
  type WllpGroupRow,
  type WllpReportData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { toCsv, type CsvCell } from '../../lib/csv.ts';
import { officeWllpReport, type WllpSettings } from './service.ts';

/*
 * The WLLP report as a download in the layout an office sends upward (docs/decisions/105-wllp.md): the
 * heading (the office's name and the period) on top, then each table under its title; in the workbook
 * one sheet per table, each with the heading.
 */

interface Table {
  title: string;
  header: string[];
  rows: CsvCell[][];
}

const groupTable = (title: string, group: string, rows: WllpGroupRow[], withVacancies = true): Table => ({
  title,
  header: [
    group,
    ...(withVacancies ? [WLLP_MEASURES.job_vacancies] : []),
    WLLP_MEASURES.openings,
    WLLP_MEASURES.hired,
  ],
  rows: rows.map((r) => [r.label, ...(withVacancies ? [r.job_vacancies] : []), r.openings, r.hired]),
});

/** The report's tables in WLLP_TABLES order. */
export function tablesOf(data: WllpReportData, timeZone: string): Table[] {
  return WLLP_TABLES.map((t): Table => {
    switch (t.key) {
      case 'summary':
        return {
          title: t.title,
          header: ['Uraian', 'Jumlah'],
          rows: (Object.keys(WLLP_SUMMARY_LABELS) as (keyof typeof WLLP_SUMMARY_LABELS)[]).map((k) => [
            WLLP_SUMMARY_LABELS[k],
            data.summary[k],
          ]),
        };
      case 'by_business_field':
        return groupTable(t.title, t.group, data.by_business_field);
      case 'by_education':
        return groupTable(t.title, t.group, data.by_education);
      case 'by_sex':
        return groupTable(t.title, t.group, data.by_sex, false);
      case 'by_district':
        return groupTable(t.title, t.group, data.by_district);
      case 'overdue_companies':
        return {
          title: t.title,
          header: [
            WLLP_OVERDUE_COLUMNS.name,
            WLLP_OVERDUE_COLUMNS.overdue_reports,
            WLLP_OVERDUE_COLUMNS.oldest_due_at,
          ],
          rows: data.overdue_companies.map((c) => [
            c.name,
            c.overdue_reports,
            formatDate(c.oldest_due_at, { timeZone }),
          ]),
        };
    }
  });
}

function csvOf(data: WllpReportData, tables: Table[]): string {
  // One file: the heading, then each table under its title, a blank line between.
  const lines: CsvCell[][] = [[]];
  for (const t of tables) lines.push([t.title], t.header, ...t.rows, []);
  return toCsv([data.title], lines);
}

async function xlsxOf(data: WllpReportData, tables: Table[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = data.office_name;
  for (const t of tables) {
    // Sheet names: at most 31 characters, no []:*?/\.
    const sheet = book.addWorksheet(t.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
    sheet.addRow([data.title]).font = { bold: true, size: 12 };
    sheet.addRow([t.title]).font = { bold: true };
    sheet.addRow([]);
    sheet.addRow(t.header).font = { bold: true };
    for (const row of t.rows) sheet.addRow(row.map((c) => (c === undefined ? null : c)));
    sheet.getColumn(1).width = 48;
    for (let i = 2; i <= t.header.length; i++) sheet.getColumn(i).width = 22;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /office/wllp/export: the report as CSV or XLSX. */
export async function wllpExport(db: Db, s: WllpSettings & { timeZone: string }, q: WllpExportQuery) {
  const data = await officeWllpReport(db, s, q);
  const tables = tablesOf(data, s.timeZone);
  const name = `laporan-wllp-${data.from}-${data.to}.${q.format}`;
  const disposition = `attachment; filename="${name}"`;
  if (q.format === 'csv') {
    return { data, disposition, type: 'text/csv; charset=utf-8', body: csvOf(data, tables) };
  }
  return { data, disposition, type: XLSX_TYPE, body: await xlsxOf(data, tables) };
}
