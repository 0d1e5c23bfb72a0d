// The words every chart card repeats: the two series and the export button.
import { useTranslation } from 'react-i18next';

export function useChartTexts() {
  const { t } = useTranslation();
  return {
    current: t('dashboards.series.current'),
    previous: t('dashboards.series.previous'),
    comparedWith: t('dashboards.series.comparedWith'),
    exportLabel: t('dashboards.export'),
  };
}
