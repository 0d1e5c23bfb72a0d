// /discounts: the company's discounts and promo codes (joined to their type); one code, or N codes generated at once
// and downloaded as a spreadsheet.
import type { Remise } from '@comptoir/shared';
import { Badge, Button, Modal } from '@mantine/core';
import { IconDiscount2, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { getCurrency } from '../../../lib/currency';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { discountsApi } from '../api/discounts-api';
import { BulkDiscountForm, DiscountForm } from '../components/discount-forms';
import { useDiscountCommands, useDiscounts } from '../hooks/use-discounts';

export function DiscountsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const list = useDiscounts();
  const commands = useDiscountCommands();
  const [modal, setModal] = useState<'one' | 'bulk' | null>(null);
  const [deleting, setDeleting] = useState<Remise | null>(null);
  const types = list.data?.typeRemiseResponse ?? [];
  const value = (r: Remise) => (r.tag === 'percentage' ? f.percent(r.valeur) : f.money(r.valeur, getCurrency()));

  const columns: DataTableColumn<Remise>[] = [
    {
      key: 'code',
      title: t('clients.discounts.code'),
      value: (r) => r.intitule,
      render: (r) => <strong dir="ltr">{r.intitule}</strong>,
      hideable: false,
    },
    { key: 'type', title: t('clients.discounts.type'), value: (r) => t(`clients.discounts.types.${r.tag}`), filterable: true },
    { key: 'value', title: t('clients.discounts.value'), value: (r) => r.valeur, render: value, numeric: true },
    { key: 'uses', title: t('clients.discounts.uses'), value: (r) => `${r.usedCount} / ${r.maxUsing}`, sortable: false },
    {
      key: 'state',
      title: t('clients.fields.status'),
      value: (r) => t(r.usedCount >= r.maxUsing ? 'clients.discounts.used' : 'clients.discounts.available'),
      render: (r) => (
        <Badge variant="light" color={r.usedCount >= r.maxUsing ? 'gray' : 'teal'}>
          {t(r.usedCount >= r.maxUsing ? 'clients.discounts.used' : 'clients.discounts.available')}
        </Badge>
      ),
      filterable: true,
    },
    {
      key: 'end',
      title: t('clients.discounts.endAt'),
      value: (r) => r.endAt ?? '',
      render: (r) => (r.endAt ? f.date(`${r.endAt}T12:00:00`) : ''),
    },
    { key: 'comment', title: t('clients.discounts.comment'), value: (r) => r.commentaire ?? '', sortable: false },
    { key: 'batch', title: t('clients.discounts.batch'), value: (r) => r.batch ?? '', filterable: true, defaultHidden: true },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.discounts')}
        description={t('clients.discounts.description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconSparkles size={18} />}
              onClick={() => setModal('bulk')}
              data-testid="discounts-bulk"
            >
              {t('clients.discounts.generateBulk')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setModal('one')} data-testid="discounts-new">
              {t('clients.discounts.new')}
            </Button>
          </>
        }
      />
      <DataTable<Remise>
        tableId="discounts"
        columns={columns}
        rows={list.data?.remiseResponse ?? []}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        rowActions={(r) => (
          <RowAction
            label={t('clients.actions.delete')}
            icon={<IconTrash size={18} />}
            color="red"
            onClick={() => setDeleting(r)}
            testId="discount-delete"
          />
        )}
        searchPlaceholder={t('clients.discounts.search')}
        exportName={t('routes.discounts')}
        emptyState={
          <EmptyState
            icon={<IconDiscount2 size={28} />}
            title={t('clients.discounts.emptyTitle')}
            description={t('clients.discounts.emptyText')}
          />
        }
        testId="discounts-table"
      />
      <Modal opened={modal === 'one'} onClose={() => setModal(null)} title={t('clients.discounts.new')} centered size="lg">
        <DiscountForm
          types={types}
          onSubmit={async (body) => {
            const r = await commands.add.mutateAsync(body);
            notifySuccess({ message: t('clients.discounts.created', { code: r.intitule }) });
            setModal(null);
          }}
        />
      </Modal>
      <Modal opened={modal === 'bulk'} onClose={() => setModal(null)} title={t('clients.discounts.generateBulk')} centered size="lg">
        <BulkDiscountForm
          types={types}
          onSubmit={async (body) => {
            const r = await commands.bulk.mutateAsync(body);
            const file = await discountsApi.exportBatch(r.batch);
            saveBlob(file.blob, fileNameOf(file.headers, `${r.batch}.xlsx`));
            notifySuccess({ message: t('clients.discounts.generated', { count: r.count }) });
            setModal(null);
          }}
        />
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={t('clients.discounts.deleteTitle')}
        message={t('clients.discounts.deleteMessage', { code: deleting?.intitule ?? '' })}
        confirmLabel={t('clients.actions.delete')}
        loading={commands.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && commands.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
