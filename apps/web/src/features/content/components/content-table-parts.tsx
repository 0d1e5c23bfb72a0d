// Pieces both content lists share (questions and sliders): the page frame, order and status columns, row actions.
import { Badge, Card, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import type { ContentScope } from '../api/content-api';
import { RowAction } from '../../../components/row-action';

interface Ordered {
  order: number;
  isActive: boolean;
}

/** The order a new item gets: after the last one. */
/** The props of both content panels (questions, sliders). */
export interface ContentPanelProps {
  /** COMPANY_WIDE or a store id; null while the store is not known yet. */
  scope: ContentScope | null;
  title: string;
  description: string;
  /** Shown above the table (e.g. the store choice). */
  filters?: ReactNode;
}

export const nextOrderOf = (rows: readonly Ordered[]) => rows.reduce((max, r) => Math.max(max, r.order + 1), 0);

/** The "order" and "status" (active / inactive badge) columns. */
export function orderAndStatusColumns<T extends Ordered>(t: TFunction): DataTableColumn<T>[] {
  const statusLabel = (r: T) => (r.isActive ? t('content.active') : t('content.inactive'));
  return [
    { key: 'order', title: t('content.order'), value: (r) => r.order, numeric: true, width: 100 },
    {
      key: 'isActive',
      title: t('content.status'),
      value: statusLabel,
      render: (r) => (
        <Badge color={r.isActive ? 'teal' : 'gray'} variant="light" tt="none" style={{ overflow: 'visible' }}>
          {statusLabel(r)}
        </Badge>
      ),
      filterable: true,
    },
  ];
}

interface ContentRowActionsProps {
  /** Prefix of the buttons' data-testid: {kind}-edit, {kind}-delete. */
  kind: 'question' | 'slider';
  onEdit: () => void;
  onDelete: () => void;
}

export function ContentRowActions({ kind, onEdit, onDelete }: ContentRowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction label={t('content.edit')} icon={<IconPencil size={18} />} onClick={onEdit} testId={`${kind}-edit`} />
      <RowAction label={t('content.delete')} icon={<IconTrash size={18} />} color="red" onClick={onDelete} testId={`${kind}-delete`} />
    </>
  );
}

interface ContentFrameProps {
  title: string;
  description: string;
  /** The add button, top right. */
  add: ReactNode;
  /** Shown above the table (e.g. the store choice). */
  filters?: ReactNode;
  children: ReactNode;
}

/** The page around a content table: header with the add button, the filters, then the table in a card. */
export function ContentFrame({ title, description, add, filters, children }: ContentFrameProps) {
  return (
    <>
      <PageHeader title={title} description={description} actions={add} />
      <Stack gap="lg">
        {filters}
        <Card p={{ base: 'sm', sm: 'md' }}>{children}</Card>
      </Stack>
    </>
  );
}
