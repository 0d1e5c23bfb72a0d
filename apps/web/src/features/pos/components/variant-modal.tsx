// An article with variants (a cake by size) sells one of them: a large button per variant with its price.
import type { Price } from '@comptoir/shared';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { effectivePrice } from '../../catalogue/catalogue-rules';
import { labelIn } from '../till-catalogue';
import till from './till.module.css';

export function VariantModal({
  title,
  prices,
  onClose,
  onPick,
}: {
  title: string | null;
  prices: Price[];
  onClose: () => void;
  onPick: (p: Price) => void;
}) {
  const { i18n } = useTranslation();
  const f = useFormat();
  return (
    <Modal className={till.till} opened={title !== null} onClose={onClose} title={title} centered>
      <Stack gap="xs" data-testid="pos-variants">
        {prices.map((p) => (
          <Button
            key={p.id}
            size="lg"
            variant="default"
            justify="space-between"
            onClick={() => onPick(p)}
            rightSection={<span dir="ltr">{f.money(effectivePrice(p), p.currencyTag)}</span>}
          >
            {labelIn(p, i18n.language)}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
