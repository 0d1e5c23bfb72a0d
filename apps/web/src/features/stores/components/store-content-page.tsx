// The store pages of client content (questions, sliders): a store picker above the content panel, or what to do
// when the company has no store yet.
import type { ComponentType } from 'react';
import type { ContentPanelProps } from '../../content/components/content-table-parts';
import { PageHeader } from '../../../components/page-header';
import { NoStoreYet } from './no-store-yet';
import { StoreSelect, useSelectedStore } from './store-select';

export function StoreContentPage({
  title,
  description,
  Panel,
}: {
  title: string;
  description: string;
  Panel: ComponentType<ContentPanelProps>;
}) {
  const { storeId, stores, isLoading, setStoreId } = useSelectedStore();
  if (!isLoading && stores.length === 0) {
    return (
      <>
        <PageHeader title={title} description={description} />
        <NoStoreYet />
      </>
    );
  }
  return (
    <Panel
      scope={storeId}
      title={title}
      description={description}
      filters={<StoreSelect value={storeId} stores={stores} onChange={setStoreId} />}
    />
  );
}
