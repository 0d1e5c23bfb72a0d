// /loyalty/product/{id}: one product of the client catalogue (a price id), with a way back to the catalogue; opening it
// counts a view, and the account can rate it.
import { Alert, Anchor, Card, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProductDetail } from '../components/product-detail';
import { RateProduct } from '../components/rate-product';
import { useStoreProduct } from '../hooks/use-storefront';
import { useCountView } from '../hooks/use-store-activity';

export function StoreProductPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const q = useStoreProduct(id);
  useCountView(id, Boolean(q.data));
  const back = (
    <Anchor component={Link} to="/loyalty/catalogue" fz="sm" data-testid="store-back">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle', transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />{' '}
      {t('storefront.back')}
    </Anchor>
  );
  if (q.isLoading) return <Loader />;
  if (!q.data)
    return (
      <Stack>
        {back}
        <Alert color="orange" title={t('storefront.notFoundTitle')} data-testid="store-product-missing">
          {t('storefront.notFoundText')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      {back}
      <Card withBorder padding="xl">
        <ProductDetail p={q.data} rate={<RateProduct id={q.data.id} value={q.data.myRating} />} />
      </Card>
    </Stack>
  );
}
