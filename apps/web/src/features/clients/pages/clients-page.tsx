// /loyalty/clients: the company's clients (patients in the clinic variant), server-paged; import and export.
import { Button, FileButton } from '@mantine/core';
import { IconFileDownload, IconFileUpload, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { clientsApi } from '../api/clients-api';
import { ClientsTable, type ClientFilters } from '../components/clients-table';
import { useClientCommands } from '../hooks/use-clients';

export function ClientsPage() {
  const { t } = useTranslation();
  const commands = useClientCommands();
  const filters = useRef<ClientFilters>({});
  const [exporting, setExporting] = useState(false);
  const onFiltersChange = useCallback((f: ClientFilters) => {
    filters.current = f;
  }, []);

  const exportAll = async () => {
    setExporting(true);
    try {
      // The link carries a short-lived, single-purpose token: the browser downloads it without the session.
      const link = await clientsApi.exportLink(filters.current);
      window.location.assign(link.url);
    } finally {
      setExporting(false);
    }
  };

  const importFile = (file: File | null) => {
    if (!file) return;
    commands.import.mutate(file, {
      onSuccess: (r) => notifySuccess({ message: t('clients.import.done', { count: r.imported }) }),
      onError: (error) => {
        // Each row problem is listed by the client's error notification; say nothing was imported.
        if (isApiError(error)) notifyDanger({ message: t('clients.import.nothing') });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('routes.clients')}
        description={t('clients.list.description')}
        actions={
          <>
            <FileButton onChange={importFile} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileUpload size={18} />}
                  loading={commands.import.isPending}
                  data-testid="clients-import"
                >
                  {t('clients.actions.import')}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconFileDownload size={18} />}
              loading={exporting}
              onClick={() => void exportAll()}
              data-testid="clients-export"
            >
              {t('clients.actions.export')}
            </Button>
            <Button component={Link} to="/loyalty/clients/add" leftSection={<IconUserPlus size={18} />} data-testid="clients-new">
              {t('clients.actions.new')}
            </Button>
          </>
        }
      />
      <ClientsTable onFiltersChange={onFiltersChange} />
    </>
  );
}
