// The number the next issued document of a kind takes (GET /Invoice/nextId).
import { useTranslation } from 'react-i18next';
import { useNextId } from '../hooks/use-invoices';

export function NextNumber({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const next = useNextId(kind);
  return next.data ? <span data-testid="next-number">{t('invoices.nextNumber', { reference: next.data.reference })}</span> : null;
}
