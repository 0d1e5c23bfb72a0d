// /e-commerce/moderation-of-reviews: clients' ratings of the products, newest first, by status; a rejected one is
// hidden from the catalogue's averages, and may be published again.
import type { Review } from '@comptoir/shared';
import { Badge, Button, Card, Group, Pagination, Rating, SegmentedControl, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { ecommerceApi, ecommerceKeys } from '../api/ecommerce-api';

export function ReviewsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ecommerceKeys.reviews(status, page),
    queryFn: () => ecommerceApi.reviews(status, page),
    placeholderData: keepPreviousData,
  });
  const moderate = useMutation({
    mutationFn: (v: { id: number; status: Review['status'] }) => ecommerceApi.moderate(v.id, v.status),
    onSettled: () => qc.invalidateQueries({ queryKey: ['ecommerce', 'reviews'] }),
  });
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('routes.reviews')} description={t('ecommerce.reviewsDescription')} />
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => (setStatus(v), setPage(1))}
        data={[
          { value: '', label: t('ecommerce.reviewsAll') },
          { value: 'published', label: t('ecommerce.reviewStatus.published') },
          { value: 'rejected', label: t('ecommerce.reviewStatus.rejected') },
        ]}
      />
      <Card withBorder>
        {list.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ecommerce.noReviews')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped data-testid="reviews">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ecommerce.product')}</Table.Th>
                  <Table.Th>{t('ecommerce.reviewRating')}</Table.Th>
                  <Table.Th>{t('ecommerce.reviewClient')}</Table.Th>
                  <Table.Th>{t('ecommerce.when')}</Table.Th>
                  <Table.Th>{t('ecommerce.reviewState')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.product}</Table.Td>
                    <Table.Td>
                      <Rating value={r.rating} readOnly size="sm" aria-label={String(r.rating)} />
                    </Table.Td>
                    <Table.Td>{r.userName}</Table.Td>
                    <Table.Td>{f.dateTime(r.updated_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={r.status === 'rejected' ? 'gray' : 'teal'} variant="light">
                        {t(`ecommerce.reviewStatus.${r.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color={r.status === 'rejected' ? 'teal' : 'red'}
                        loading={moderate.isPending && moderate.variables?.id === r.id}
                        onClick={() => moderate.mutate({ id: r.id, status: r.status === 'rejected' ? 'published' : 'rejected' })}
                      >
                        {t(r.status === 'rejected' ? 'ecommerce.reviewPublish' : 'ecommerce.reviewReject')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {(list.data?.total ?? 0) > 25 && (
          <Group justify="center" mt="md">
            <Pagination total={Math.ceil((list.data?.total ?? 0) / 25)} value={page} onChange={setPage} />
          </Group>
        )}
      </Card>
    </>
  );
}
