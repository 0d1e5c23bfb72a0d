// The billing lists (invoices, manual documents, delivery forms, certificates): the one DataTable in server mode, with
// the filters of GET /Command/invoices (tags, keyword, template, period, client) around it.
import { DOCUMENT_TAGS, type BillingDocument } from '@comptoir/shared';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { formatDate, formatMoney } from '../../../lib/format';
import { ClientPicker } from '../../clients/components/client-picker';
import type { DocumentsQuery } from '../api/invoices-api';
import { useDocuments, useTemplates, type ListScope } from '../hooks/use-invoices';
import { DocumentActions } from './document-actions';
import { DocumentStatus } from './document-status';

export function DocumentsTable({
  scope,
  tableId,
  tags,
  fixedTags,
  kind,
}: {
  scope: ListScope;
  tableId: string;
  /** The tags the filter offers (all of the list's when absent). */
  tags?: readonly string[];
  /** Tags always asked for (the manual documents' list). */
  fixedTags?: readonly string[];
  kind?: DocumentsQuery['kind'];
}) {
  const { t, i18n } = useTranslation();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const [chosenTags, setTags] = useState<string[]>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const templates = useTemplates();
  const asked = chosenTags.length ? chosenTags : (fixedTags ?? []);
  const q = useDocuments(scope, {
    page: table.page,
    limit: table.pageSize,
    keyword: table.search.trim() || undefined,
    tags: asked.length ? asked.join(',') : undefined,
    templateId: templateId ? Number(templateId) : undefined,
    clientId: clientId ? Number(clientId) : undefined,
    from: from || undefined,
    to: to || undefined,
    kind,
  });
  const page1 =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setTable((s) => ({ ...s, page: 1 }));
    };
  const columns: DataTableColumn<BillingDocument>[] = [
    { key: 'reference', title: t('invoices.reference'), value: (d) => d.reference ?? t('invoices.statuses.draft'), hideable: false },
    { key: 'tag', title: t('invoices.tag'), value: (d) => t(`invoices.tags.${d.tag}`) },
    { key: 'client', title: t('invoices.client'), value: (d) => d.clientName ?? '' },
    {
      key: 'date',
      title: t('invoices.date'),
      value: (d) => d.issuedAt ?? d.createdAt,
      render: (d) => formatDate(d.issuedAt ?? d.createdAt, i18n.language),
    },
    {
      key: 'total',
      title: t('invoices.total'),
      numeric: true,
      value: (d) => d.total,
      render: (d) => formatMoney(d.total, d.currencyTag, i18n.language),
    },
    {
      key: 'status',
      title: t('invoices.status'),
      value: (d) => t(`invoices.statuses.${d.status}`),
      render: (d) => <DocumentStatus doc={d} />,
    },
  ];
  const offered = tags ?? DOCUMENT_TAGS;
  return (
    <>
      <Group mb="lg" align="flex-end" gap="sm">
        {offered.length > 1 && (
          <MultiSelect
            label={t('invoices.tags.label')}
            placeholder={t('invoices.allTags')}
            data={offered.map((tag) => ({ value: tag, label: t(`invoices.tags.${tag}`) }))}
            value={chosenTags}
            onChange={page1(setTags)}
            clearable
            w={260}
          />
        )}
        <Select
          label={t('invoices.template')}
          placeholder={t('invoices.allTemplates')}
          data={(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.intitule }))}
          value={templateId}
          onChange={page1(setTemplateId)}
          clearable
        />
        <ClientPicker label={t('invoices.client')} value={clientId} onChange={page1(setClientId)} testId={`${tableId}-client`} />
        <TextInput type="date" label={t('invoices.from')} value={from} onChange={(e) => page1(setFrom)(e.currentTarget.value)} />
        <TextInput type="date" label={t('invoices.to')} value={to} onChange={(e) => page1(setTo)(e.currentTarget.value)} />
      </Group>
      <DataTable<BillingDocument>
        tableId={tableId}
        testId={tableId}
        columns={columns}
        rows={q.data?.data ?? []}
        rowKey={(d) => d.id}
        loading={q.isLoading}
        fetching={q.isFetching && q.isPlaceholderData}
        searchPlaceholder={t('invoices.search')}
        server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
        filtered={Boolean(chosenTags.length || templateId || clientId || from || to)}
        rowActions={(d) => <DocumentActions doc={d} />}
        exportName={t('invoices.title')}
      />
    </>
  );
}
