// The prices a channel sells in a store and currency (GET /getRootProductByCanal, every page) in THE DataTable;
// a row can be hidden on the channel, and the hidden ones shown again.
import type { Price } from '@comptoir/shared';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconEyeOff, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { useCurrencies } from '../../entreprise/hooks/use-currencies';
import type { ChannelExceptions } from '../api/settings-api';
import { useChannelProducts, useSaveExceptions } from '../hooks/use-channels';
import { localLabel } from './labels-fields';

export function ChannelProducts({
  channelId,
  magasinId,
  exceptions,
  defaultCurrency,
}: {
  channelId: number;
  magasinId: number;
  exceptions: ChannelExceptions | undefined;
  defaultCurrency: string;
}) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const currencies = useCurrencies();
  const save = useSaveExceptions();
  const [currency, setCurrency] = useState(defaultCurrency);
  const root = useChannelProducts(channelId, magasinId, currency);
  const rows = (root.data ?? []) as unknown as Price[];
  const columns: DataTableColumn<Price>[] = [
    { key: 'label', title: t('catalogueSettings.parties.name'), value: (p) => localLabel(p, i18n.language), hideable: false },
    {
      key: 'price',
      title: t('catalogueSettings.promotions.price'),
      value: (p) => p.price,
      render: (p) => f.money(p.price, p.currencyTag),
      numeric: true,
    },
    {
      key: 'store',
      title: t('catalogueSettings.promotions.store'),
      value: (p) => (p.magasinId === null ? t('catalogueSettings.promotions.allStores') : t('catalogueSettings.channels.thisStore')),
      sortable: false,
    },
  ];
  // Prices hidden one by one and whole products (every price of an article) hidden at once.
  const hiddenCount = (exceptions?.priceIds.length ?? 0) + (exceptions?.productDescriptionIds.length ?? 0);
  return (
    <>
      <DataTable<Price>
        tableId="catalogue-channel-products"
        testId="channel-products-table"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={root.isLoading}
        fetching={root.isFetching && root.isPlaceholderData}
        exportName={t('catalogueSettings.channels.products')}
        toolbar={
          <Group gap="sm">
            <Select
              aria-label={t('catalogueSettings.channels.currency')}
              data={(currencies.data ?? []).map((c) => c.tag)}
              value={currency}
              onChange={(v) => v && setCurrency(v)}
              allowDeselect={false}
              w={110}
              data-testid="channel-currency"
            />
            {hiddenCount > 0 && exceptions && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => save.mutate({ ...exceptions, priceIds: [], productDescriptionIds: [] })}
                data-testid="channel-unhide"
              >
                {t('catalogueSettings.channels.unhide', { count: hiddenCount })}
              </Button>
            )}
          </Group>
        }
        emptyState={<Text c="dimmed">{t('catalogueSettings.channels.noProducts')}</Text>}
        rowActions={(p) =>
          exceptions && (
            <Group gap={2} wrap="nowrap">
              <RowAction
                label={t('catalogueSettings.channels.hide')}
                icon={<IconEyeOff size={18} />}
                loading={save.isPending && save.variables?.priceIds.includes(p.id)}
                onClick={() => save.mutate({ ...exceptions, priceIds: [...exceptions.priceIds, p.id] })}
                testId="channel-hide-price"
              />
              {p.productDescriptionId !== null && (
                <RowAction
                  label={t('catalogueSettings.channels.hideProduct')}
                  icon={<IconPackageOff size={18} />}
                  loading={save.isPending && save.variables?.productDescriptionIds.includes(p.productDescriptionId)}
                  onClick={() =>
                    save.mutate({ ...exceptions, productDescriptionIds: [...exceptions.productDescriptionIds, p.productDescriptionId!] })
                  }
                  testId="channel-hide-product"
                />
              )}
            </Group>
          )
        }
      />
    </>
  );
}
