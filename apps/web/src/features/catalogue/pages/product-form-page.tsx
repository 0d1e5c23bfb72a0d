// /settings/products/add-edit/:id?: create a product, or edit one; after saving, a notification and back to the list. A
// saved formula also edits its exceptions, in their own card.
import { Box, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { CompositionExceptionsCard } from '../components/composition-exceptions-card';
import { ProductForm } from '../components/product-form';
import { imageChanges, initialValues, toCompositionsBody, toProductBody } from '../components/product-form-values';
import { useProduct, useProductFormData, useSaveProduct } from '../hooks/use-products';

const LIST = '/settings/products/principal';
const COMPOSITIONS = '/settings/compositions';

export function ProductFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const editing = params.id !== undefined;
  const rangeParam = search.get('range');
  const range = rangeParam === 'tiers' || rangeParam === 'supplement' ? rangeParam : undefined;
  // Back to the screen the product was added from: the compositions, a range's products, or the principal list.
  const listOf = (nature?: string) =>
    nature === 'composition' || search.get('nature') === 'composition' ? COMPOSITIONS : range ? `/settings/products/${range}` : LIST;
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const product = useProduct(id);
  const data = useProductFormData(search.get('nature') === 'composition' || product.data?.nature === 'composition');
  const save = useSaveProduct(id);

  const header = (
    <PageHeader
      title={t(editing ? 'routes.productEdit' : 'routes.productAdd')}
      description={editing && product.data ? product.data.label : t('catalogue.form.description')}
    />
  );
  if (editing && (id === null || product.isError)) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconPackage size={28} />}
            title={t('catalogue.form.notFoundTitle')}
            description={t('catalogue.form.notFoundText')}
            action={
              <Button component={Link} to={LIST} variant="default">
                {t('catalogue.form.backToList')}
              </Button>
            }
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      {(editing && !product.data) || !data.data ? (
        <Stack>
          <Skeleton h={160} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      ) : (
        <ProductForm
          key={product.data?.updated_at ?? 'new'}
          initial={product.data}
          data={data.data}
          onCancel={() => void navigate(listOf(product.data?.nature))}
          defaultNature={search.get('nature') === 'composition' ? 'composition' : undefined}
          range={range}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync({
              body: toProductBody(values),
              compositions: values.nature === 'composition' ? (descId) => toCompositionsBody(descId, values) : undefined,
              images: imageChanges(initialValues(product.data).images, values.images),
            });
            notifySuccess({ message: t(editing ? 'catalogue.form.updated' : 'catalogue.form.created', { name: saved.label }) });
            await navigate(listOf(values.nature));
          }}
        />
      )}
      {product.data?.nature === 'composition' && product.data.compositions.length > 0 && (
        <Box mt="md">
          <CompositionExceptionsCard key={product.data.updated_at} product={product.data} data={data.data} />
        </Box>
      )}
    </>
  );
}
