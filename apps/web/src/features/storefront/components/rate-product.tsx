// The account's own rating of a product (one per account; choosing again replaces it).
import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useRateProduct } from '../hooks/use-store-activity';

export function RateProduct({ id, value }: { id: number; value: number | null }) {
  const { t } = useTranslation();
  const rate = useRateProduct(id);
  return (
    <Group gap="sm" data-testid="store-rate">
      <Text fz="sm" fw={600} id={`rate-${id}`}>
        {t('storefront.rate')}
      </Text>
      <Rating
        value={rate.variables ?? value ?? 0}
        onChange={(v) => rate.mutate(v, { onSuccess: () => notifySuccess({ message: t('storefront.rated') }) })}
        readOnly={rate.isPending}
        getSymbolLabel={(i) => t('storefront.rateStar', { count: i })}
        aria-labelledby={`rate-${id}`}
      />
    </Group>
  );
}
