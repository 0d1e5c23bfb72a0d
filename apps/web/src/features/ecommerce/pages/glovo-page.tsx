// /glovo/upload-menu/{storeId}: the store's menu in the delivery platform's file format (Glovo's menu JSON), seen by
// collection and section before it is downloaded to be uploaded on the platform's partner portal.
import { Badge, Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { saveBlob } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { StoreSelect } from '../../stores/components/store-select';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { ecommerceApi, ecommerceKeys } from '../api/ecommerce-api';

export function GlovoPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const storeId = Number(useParams().storeId);
  const stores = useMagasins().data ?? [];
  const store = stores.find((m) => m.id === storeId);
  const menu = useQuery({ queryKey: ecommerceKeys.glovo(storeId), queryFn: () => ecommerceApi.glovoMenu(storeId), enabled: storeId > 0 });
  const m = menu.data;
  const byId = new Map((m?.products ?? []).map((p) => [p.id, p]));
  const download = () => {
    if (!m) return;
    const name = (store?.intitule ?? String(storeId)).replace(/[^\p{L}\p{N}_-]+/gu, '-');
    saveBlob(new Blob([JSON.stringify(m, null, 2)], { type: 'application/json' }), `glovo-menu-${name}.json`);
  };
  return (
    <>
      <PageHeader
        title={t('routes.glovoUpload')}
        description={t('ecommerce.glovoDescription')}
        actions={
          <Button leftSection={<IconDownload size={16} />} onClick={download} disabled={!m} data-testid="glovo-download">
            {t('ecommerce.glovoDownload')}
          </Button>
        }
      />
      <Group mb="md">
        <StoreSelect value={store ? storeId : null} stores={stores} onChange={(id) => void navigate(`/glovo/upload-menu/${id}`)} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoProducts')}
          </Text>
          <Text fz={28} fw={700} data-testid="glovo-count">
            {f.number(m?.products.length ?? 0)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoAvailable')}
          </Text>
          <Text fz={28} fw={700}>
            {f.number(m?.products.filter((p) => p.available).length ?? 0)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoCollections')}
          </Text>
          <Text fz={28} fw={700}>
            {f.number(m?.collections.length ?? 0)}
          </Text>
        </Card>
      </SimpleGrid>
      {(m?.collections ?? []).map((c) => (
        <Card withBorder mb="md" key={c.name}>
          <Title order={3} mb="xs">
            {c.name}
          </Title>
          {c.sections.map((s) => (
            <div key={s.name}>
              {c.sections.length > 1 || s.name !== c.name ? (
                <Text fw={600} mt="xs">
                  {s.name}
                </Text>
              ) : null}
              <Table.ScrollContainer minWidth={420}>
                <Table>
                  <Table.Tbody>
                    {s.products.map((id) => {
                      const p = byId.get(id)!;
                      return (
                        <Table.Tr key={id}>
                          <Table.Td>{p.name}</Table.Td>
                          <Table.Td dir="ltr" style={{ textAlign: 'end' }}>
                            {f.number(p.price, 2)}
                          </Table.Td>
                          <Table.Td style={{ width: 140 }}>
                            {!p.available && (
                              <Badge color="gray" variant="light">
                                {t('ecommerce.glovoUnavailable')}
                              </Badge>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </div>
          ))}
        </Card>
      ))}
    </>
  );
}
