import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the plant's first workbook read or written: importing it took a quarter of
 * the plant's start, which every plant pays and most never use (the gateway
 * loads it the same way for its downloads).
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
