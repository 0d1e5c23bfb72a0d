// The wizard's frame: side panel with the step indicator (wide screens), compact indicator (phones), the step's title,
// its content and a sticky footer with previous and next (previous disabled on the first step; Finish replaces next on the last).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { StepIndicator, type StepIndicatorStep } from '../../../components/step-indicator';
import classes from './setup-layout.module.css';

interface SetupLayoutProps {
  steps: readonly StepIndicatorStep[];
  active: number;
  title: string;
  description: string;
  onSelectStep?: (index: number) => void;
  canSelectStep?: (index: number) => boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  nextLoading?: boolean;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Extra buttons at the end of the footer (finish on the last step). */
  finish?: ReactNode;
  /** Closes the wizard for now. */
  later?: ReactNode;
  children: ReactNode;
}

export function SetupLayout(props: SetupLayoutProps) {
  const { t } = useTranslation();
  const { steps, active, title, description, later } = props;
  const caption = t('setup.stepOf', { n: active + 1, total: steps.length });

  return (
    <div className={classes.root} data-testid="setup-wizard" data-step={steps[active]?.key}>
      <aside className={classes.aside}>
        <BrandLogo inverse />
        <Stack gap={6}>
          <Title order={2} fz="xl" c="white">
            {t('setup.asideTitle')}
          </Title>
          <Text fz="sm" c="rgba(255,255,255,0.8)">
            {t('setup.asideText')}
          </Text>
        </Stack>
        <StepIndicator
          steps={steps}
          active={active}
          inverse
          onSelect={props.onSelectStep}
          canSelect={props.canSelectStep}
          label={t('setup.stepsLabel')}
          testId="setup-steps"
        />
        <div className={classes.asideFoot}>{t('setup.asideFoot')}</div>
      </aside>
      <div className={classes.main}>
        <header className={classes.topbar}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div className={classes.mobileOnly}>
              <BrandLogo size={28} nameSize="md" />
            </div>
            <Text className={`${classes.desktopOnly} ${classes.eyebrow}`} fz="xs" fw={700} c="dimmed" data-testid="setup-step-caption">
              {caption}
            </Text>
            {later}
          </Group>
          <div className={classes.mobileOnly}>
            <StepIndicator
              steps={steps}
              active={active}
              orientation="compact"
              caption={caption}
              label={t('setup.stepsLabel')}
              testId="setup-steps-compact"
            />
          </div>
        </header>
        <main className={classes.content}>
          <Stack gap={4} mb="lg">
            <Title order={1} data-testid="setup-step-title">
              {title}
            </Title>
            <Text c="dimmed">{description}</Text>
          </Stack>
          {props.children}
        </main>
        <footer className={classes.footer}>
          <Group className={classes.footerInner} justify="space-between" gap="sm" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} className={classes.dirIcon} />}
              onClick={props.onPrevious}
              disabled={props.previousDisabled}
              data-testid="setup-previous"
            >
              {t('setup.previous')}
            </Button>
            <Group gap="sm" wrap="nowrap">
              {/* On the last step Finish replaces Next (a disabled Next beside Finish only puzzles). */}
              {props.finish || (
                <Button
                  rightSection={<IconArrowRight size={16} className={classes.dirIcon} />}
                  onClick={props.onNext}
                  disabled={props.nextDisabled}
                  loading={props.nextLoading}
                  data-testid="setup-next"
                >
                  {props.nextLabel}
                </Button>
              )}
            </Group>
          </Group>
        </footer>
      </div>
    </div>
  );
}
