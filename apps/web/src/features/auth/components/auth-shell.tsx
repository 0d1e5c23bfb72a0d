import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconChartLine, IconDeviceMobile, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../app/app-config';
import { BrandLogo, BrandMark } from '../../../components/brand-logo';
import classes from './auth-shell.module.css';

const FEATURES = [
  { icon: IconBuildingStore, key: 'stores' },
  { icon: IconWifiOff, key: 'offline' },
  { icon: IconChartLine, key: 'reports' },
  { icon: IconDeviceMobile, key: 'devices' },
] as const;

interface AuthShellProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}

/** Sign-in and sign-up: the brand panel (large screens) beside the form card. */
export function AuthShell({ title, subtitle, children, wide = false }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <aside className={classes.hero} aria-hidden="true">
        <Box style={{ position: 'relative', zIndex: 1 }}>
          <Box c="white">
            <BrandLogo size={40} nameSize="xl" inverse />
          </Box>
        </Box>
        <Stack gap="xl" style={{ position: 'relative', zIndex: 1 }} maw={440}>
          <Title order={2} fz={32} lh={1.2} c="white">
            {t('auth.hero.title')}
          </Title>
          <Stack gap="lg">
            {FEATURES.map(({ icon: Icon, key }) => (
              <div key={key} className={classes.feature}>
                <span className={classes.featureIcon}>
                  <Icon size={20} stroke={1.7} />
                </span>
                <div>
                  <Text fw={600} c="white">
                    {t(`auth.hero.${key}.title`)}
                  </Text>
                  <Text fz="sm" c="rgba(255,255,255,0.78)">
                    {t(`auth.hero.${key}.text`)}
                  </Text>
                </div>
              </div>
            ))}
          </Stack>
        </Stack>
        <Text fz="xs" c="rgba(255,255,255,0.6)" style={{ position: 'relative', zIndex: 1 }}>
          © {new Date().getFullYear()} {appConfig.productName}
        </Text>
      </aside>
      <main className={classes.main}>
        <div className={classes.panel} style={wide ? { maxWidth: 560 } : undefined}>
          <Stack gap={6} mb="lg" align="flex-start">
            <Box hiddenFrom="md" mb="sm">
              <BrandMark size={44} />
            </Box>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
            {children}
          </Paper>
        </div>
      </main>
    </div>
  );
}
