// /e-commerce/moderation-of-reviews: clients' ratings of the products, newest first, by status, in THE DataTable
// (server paging); a rejected one is hidden from the catalogue's averages, and may be published again.
import type { Review } from '@comptoir/shared';
import { Badge, Button, Rating, SegmentedControl } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { ecommerceApi, ecommerceKeys } from '../api/ecommerce-api';

export function ReviewsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const [status, setStatus] = useState('');
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 25, search: '', sort: null });
  const list = useQuery({
    queryKey: ecommerceKeys.reviews(status, state.page, state.pageSize),
    queryFn: () => ecommerceApi.reviews(status, state.page, state.pageSize),
    placeholderData: keepPreviousData,
  });
  const moderate = useMutation({
    mutationFn: (v: { id: number; status: Review['status'] }) => ecommerceApi.moderate(v.id, v.status),
    onSettled: () => qc.invalidateQueries({ queryKey: ['ecommerce', 'reviews'] }),
  });
  const columns: DataTableColumn<Review>[] = [
    { key: 'product', title: t('ecommerce.product'), value: (r) => r.product, hideable: false },
    {
      key: 'rating',
      title: t('ecommerce.reviewRating'),
      value: (r) => r.rating,
      render: (r) => <Rating value={r.rating} readOnly size="sm" aria-label={String(r.rating)} />,
    },
    { key: 'client', title: t('ecommerce.reviewClient'), value: (r) => r.userName },
    { key: 'when', title: t('ecommerce.when'), value: (r) => r.updated_at, render: (r) => f.dateTime(r.updated_at) },
    {
      key: 'status',
      title: t('ecommerce.reviewState'),
      value: (r) => t(`ecommerce.reviewStatus.${r.status}`),
      render: (r) => (
        <Badge color={r.status === 'rejected' ? 'gray' : 'teal'} variant="light">
          {t(`ecommerce.reviewStatus.${r.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.reviews')} description={t('ecommerce.reviewsDescription')} />
      <DataTable<Review>
        tableId="ecommerce-reviews"
        testId="reviews"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        fetching={list.isFetching}
        searchable={false}
        server={{ total: list.data?.total ?? 0, state, onStateChange: setState }}
        exportName={t('routes.reviews')}
        filtered={status !== ''}
        emptyState={
          <EmptyState icon={<IconStar size={28} />} title={t('ecommerce.noReviews')} description={t('ecommerce.reviewsDescription')} />
        }
        toolbar={
          <SegmentedControl
            value={status}
            onChange={(v) => (setStatus(v), setState((s) => ({ ...s, page: 1 })))}
            data={[
              { value: '', label: t('ecommerce.reviewsAll') },
              { value: 'published', label: t('ecommerce.reviewStatus.published') },
              { value: 'rejected', label: t('ecommerce.reviewStatus.rejected') },
            ]}
          />
        }
        rowActions={(r) => (
          <Button
            size="xs"
            variant="light"
            color={r.status === 'rejected' ? 'teal' : 'red'}
            loading={moderate.isPending && moderate.variables?.id === r.id}
            onClick={() => moderate.mutate({ id: r.id, status: r.status === 'rejected' ? 'published' : 'rejected' })}
          >
            {t(r.status === 'rejected' ? 'ecommerce.reviewPublish' : 'ecommerce.reviewReject')}
          </Button>
        )}
      />
    </>
  );
}
