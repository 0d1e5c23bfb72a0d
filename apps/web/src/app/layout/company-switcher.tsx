import type { EntrepriseRef } from '@comptoir/shared';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { useSwitchEntreprise } from '../../features/auth/hooks/use-session-mutations';
import { initials } from '../../features/auth/role-label';
import { notifySuccess } from '../../lib/notify';
import classes from './app-header.module.css';
import { useMenuState } from './use-menu-state';

function CompanyBadge({ company }: { company: EntrepriseRef }) {
  return (
    <Avatar size={28} radius="md" color="brand" variant="light">
      {initials(company.intitule)}
    </Avatar>
  );
}

/** The active company; with several memberships, a menu to switch (POST /switch/Entreprise/{id}). */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const switcher = useSwitchEntreprise();
  const [opened, setOpened] = useMenuState();
  if (!user) return null;
  const current = user.entreprise;
  const others = user.otherEntreprises;

  const label = (
    <Group gap={8} wrap="nowrap" className={classes.companyInner}>
      <CompanyBadge company={current} />
      <Text fz="sm" fw={600} truncate dir="auto" className={classes.companyName}>
        {current.intitule}
      </Text>
      {others.length > 0 && <IconSelector size={16} className={classes.companyChevron} />}
    </Group>
  );

  if (others.length === 0) {
    return (
      <div className={classes.company} data-testid="company-switcher" title={current.intitule}>
        {label}
      </div>
    );
  }

  const choose = (company: EntrepriseRef) => {
    switcher.mutate(company.id, {
      onSuccess: (u) => notifySuccess({ message: t('header.companySwitched', { name: u.entreprise.intitule }) }),
    });
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" width={280}>
      <Menu.Target>
        <UnstyledButton className={classes.company} title={t('header.switchCompany')} data-testid="company-switcher">
          {label}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.switchCompany')}</Menu.Label>
        <Menu.Item leftSection={<CompanyBadge company={current} />} rightSection={<IconCheck size={14} />} disabled>
          {current.intitule}
        </Menu.Item>
        {others.map((company) => (
          <Menu.Item key={company.id} leftSection={<CompanyBadge company={company} />} onClick={() => choose(company)}>
            {company.intitule}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Text fz="xs" c="dimmed" px="sm" py={4}>
          <IconBuildingStore size={12} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('header.companiesCount', { count: others.length + 1 })}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
