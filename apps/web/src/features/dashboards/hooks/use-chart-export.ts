// A chart's xlsx: the server writes it (its figures, not the screen's) and answers a short-lived signed link that
// downloads it without the session (api-spec 7.13's export-charts link); the browser follows the link.
import type { ChartName, DashboardQuery } from '@comptoir/shared';
import { useCallback } from 'react';
import { dashboardsApi } from '../api/dashboards-api';

/** Follows a download link (same site): the server names the file. */
export function followDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function useChartExport(query: DashboardQuery) {
  return useCallback(
    (chartName: ChartName) => async () => {
      const { url } = await dashboardsApi.exportLink({ ...query, chartName });
      followDownload(url);
    },
    [query],
  );
}
