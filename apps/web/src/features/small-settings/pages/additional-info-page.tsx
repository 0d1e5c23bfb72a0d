// /settings/additional-info/{nature,type,paper-size} (product-spec §2, api-spec 7.17): the natures and types of the
// additional information kept on a client's file (POST /Client/addAdditionalInfo), and the paper sizes an order
// report prints on (chosen per store on /settings/command/{id}/report). One page, a tab per list.
import { Badge, Tabs, Text } from '@mantine/core';
import { IconCategory, IconFileDescription, IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { NatureForm, PaperForm, TypeForm } from '../components/named-forms';
import { NamedList } from '../components/named-list';
import { useNamedList } from '../hooks/use-small-settings';

const TABS = [
  { value: 'nature', path: '/settings/additional-info/nature', tags: ['bd_client'], icon: <IconCategory size={16} /> },
  { value: 'type', path: '/settings/additional-info/type', tags: ['bd_client'], icon: <IconListDetails size={16} /> },
  {
    value: 'paper',
    path: '/settings/additional-info/paper-size',
    tags: ['command_report', 'gestion_admins'],
    icon: <IconFileDescription size={16} />,
  },
] as const;
type Tab = (typeof TABS)[number]['value'];

function AdditionalInfoFrame({ tab, children }: { tab: Tab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clients = useHasAnyTag(['bd_client']);
  const papers = useHasAnyTag(['command_report', 'gestion_admins']);
  const shown = TABS.filter((x) => (x.value === 'paper' ? papers : clients));
  return (
    <>
      <PageHeader title={t('smallSettings.additionalInfo.title')} description={t(`smallSettings.${tab}.description`)} />
      <Tabs value={tab} onChange={(v) => v && void navigate(TABS.find((x) => x.value === v)!.path)} keepMounted>
        <Tabs.List aria-label={t('smallSettings.additionalInfo.title')}>
          {shown.map((x) => (
            <Tabs.Tab key={x.value} value={x.value} leftSection={x.icon} data-testid={`additional-info-tab-${x.value}`}>
              {t(`smallSettings.${x.value}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Each tab's aria-controls points at a real panel; the active one holds the screen. */}
        {shown.map((x) => (
          <Tabs.Panel key={x.value} value={x.value} pt="md">
            {x.value === tab && children}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

export function AdditionalInfoNaturePage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['bd_client']);
  return (
    <AdditionalInfoFrame tab="nature">
      <NamedList
        kind="nature"
        columns={[]}
        canWrite={canWrite}
        form={(row, done) => <NatureForm editing={row} onDone={done} />}
        empty={{ icon: <IconCategory size={28} />, title: t('smallSettings.nature.empty'), text: t('smallSettings.nature.emptyText') }}
      />
    </AdditionalInfoFrame>
  );
}

export function AdditionalInfoTypePage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['bd_client']);
  const natures = useNamedList('nature');
  const natureName = (id: number) => natures.data?.find((n) => n.id === id)?.intitule ?? '—';
  return (
    <AdditionalInfoFrame tab="type">
      <NamedList
        kind="type"
        columns={[
          {
            key: 'nature',
            title: t('smallSettings.fields.nature'),
            value: (r) => natureName(r.natureId),
            render: (r) => <Badge variant="light">{natureName(r.natureId)}</Badge>,
            filterable: true,
          },
        ]}
        canWrite={canWrite}
        form={(row, done) => <TypeForm editing={row} onDone={done} />}
        empty={{ icon: <IconListDetails size={28} />, title: t('smallSettings.type.empty'), text: t('smallSettings.type.emptyText') }}
      />
    </AdditionalInfoFrame>
  );
}

export function AdditionalInfoPaperSizePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const canWrite = useHasAnyTag(['command_report', 'gestion_admins']);
  return (
    <AdditionalInfoFrame tab="paper">
      <NamedList
        kind="paper"
        columns={[
          { key: 'width', title: t('smallSettings.fields.width'), value: (r) => r.width, render: (r) => f.number(r.width), numeric: true },
          {
            key: 'height',
            title: t('smallSettings.fields.height'),
            value: (r) => r.height,
            render: (r) =>
              r.height === null ? (
                <Text c="dimmed" fz="sm">
                  {t('smallSettings.paper.roll')}
                </Text>
              ) : (
                f.number(r.height)
              ),
            numeric: true,
          },
        ]}
        canWrite={canWrite}
        form={(row, done) => <PaperForm editing={row} onDone={done} />}
        empty={{ icon: <IconFileDescription size={28} />, title: t('smallSettings.paper.empty'), text: t('smallSettings.paper.emptyText') }}
      />
    </AdditionalInfoFrame>
  );
}
