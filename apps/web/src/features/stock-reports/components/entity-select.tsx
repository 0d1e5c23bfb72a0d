// The stock entity a report works on (issue 26): the user's stores, then the central purchasing warehouses and the labs
// they act for (useStockEntities, as the server scopes them). The choice lives in the address (?entity=type:id; the
// older ?store=ID still means that store) so a reload or a shared link keeps it.
import type { StockEntityType } from '@comptoir/shared';
import { Select } from '@mantine/core';
import { IconBuildingStore, IconBuildingWarehouse, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../lib/use-address-params';
import { useStockEntities, type EntityOption } from '../../stock/hooks/use-stock-entities';
import { entityKey, parseEntity } from '../../stock/operation-rules';

export interface ReportEntity {
  type: StockEntityType;
  id: number;
}

export const ENTITY_TYPES: StockEntityType[] = ['magasin', 'central_achat', 'lab'];

/** The entity of `?entity=` (or `?store=`), else the first the user acts for; null while loading or when none. */
export function useSelectedEntity(): {
  entity: ReportEntity | null;
  options: EntityOption[];
  isLoading: boolean;
  setEntity: (e: ReportEntity) => void;
} {
  const [params, patch] = useAddressParams();
  const entities = useStockEntities();
  const options = entities.mine;
  const asked = params.get('entity') ?? params.get('store');
  const key = asked ? (asked.includes(':') ? asked : entityKey('magasin', Number(asked))) : null;
  const chosen = options.find((o) => o.value === key) ?? options[0];
  return {
    entity: chosen ? parseEntity(chosen.value) : null,
    options,
    isLoading: !entities.loaded,
    setEntity: (e) => patch({ entity: entityKey(e.type, e.id), store: null }),
  };
}

const ICONS: Record<StockEntityType, typeof IconBuildingStore> = {
  magasin: IconBuildingStore,
  central_achat: IconBuildingWarehouse,
  lab: IconFlask,
};

/** The icon of an entity's type. */
export function EntityIcon({ type, size = 16 }: { type: StockEntityType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} aria-hidden />;
}

interface EntitySelectProps {
  value: ReportEntity | null;
  options: EntityOption[];
  onChange: (e: ReportEntity) => void;
  testId?: string;
}

/** A select of stock entities, grouped by type (stores, warehouses, labs) when there is more than one type. */
export function EntitySelect({ value, options, onChange, testId = 'entity-select' }: EntitySelectProps) {
  const { t } = useTranslation();
  const types = ENTITY_TYPES.filter((type) => options.some((o) => o.type === type));
  const item = (o: EntityOption) => ({ value: o.value, label: o.label });
  const data =
    types.length > 1
      ? types.map((type) => ({ group: t(`stockReports.entity.groups.${type}`), items: options.filter((o) => o.type === type).map(item) }))
      : options.map(item);
  return (
    <Select
      label={t('stockReports.entity.label')}
      leftSection={<EntityIcon type={value?.type ?? 'magasin'} />}
      data={data}
      value={value ? entityKey(value.type, value.id) : null}
      onChange={(v) => {
        const e = parseEntity(v);
        if (e) onChange(e);
      }}
      allowDeselect={false}
      searchable
      maw={420}
      data-testid={testId}
    />
  );
}
