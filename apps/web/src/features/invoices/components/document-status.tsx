// A document's status as a badge (draft, issued, cancelled by a credit note, converted into an order).
import type { BillingDocument } from '@comptoir/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { draft: 'gray', issued: 'green', cancelled: 'red', converted: 'blue' } as const;

export function DocumentStatus({ doc }: { doc: BillingDocument }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[doc.status]}>
      {t(`invoices.statuses.${doc.status}`)}
    </Badge>
  );
}
