// A chart whose figures have no export-charts name (the live ones): its rows on screen written to xlsx in the browser,
// with the data table's writer (components/data-table/table-export.ts).
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';

export function useClientExport() {
  const { t } = useTranslation();
  return <T>(sheetName: string, columns: DataTableColumn<T>[], rows: readonly T[]) =>
    async () => {
      const { exportTable } = await import('../../../components/data-table/table-export');
      await exportTable(sheetName, columns, rows, { yes: t('dashboards.yes'), no: t('dashboards.no') });
    };
}
