// The step indicator (product-spec §2 'Step indicator'): where the user is in a sequence of steps, which ones are done.
// Vertical for side panels, horizontal for wide headers, compact (caption and progress bar) for phones.
import { Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './step-indicator.module.css';

export interface StepIndicatorStep {
  key: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface StepIndicatorProps {
  steps: readonly StepIndicatorStep[];
  /** Index of the current step. */
  active: number;
  orientation?: 'vertical' | 'horizontal' | 'compact';
  /** Light texts for a brand-coloured background. */
  inverse?: boolean;
  /** Shown above the bar in the compact form (e.g. "Step 2 of 5"). */
  caption?: string;
  /** Makes steps clickable; only those `canSelect` allows (default: done steps). */
  onSelect?: (index: number) => void;
  canSelect?: (index: number) => boolean;
  /** Accessible name of the list. */
  label?: string;
  testId?: string;
}

export function StepIndicator(props: StepIndicatorProps) {
  const { steps, active, orientation = 'vertical', inverse = false, caption, onSelect, label, testId = 'step-indicator' } = props;
  const canSelect = props.canSelect ?? ((i: number) => i < active);
  const rootClass = `${classes.root} ${inverse ? classes.inverse : ''}`;

  if (orientation === 'compact') {
    const current = steps[active];
    return (
      <div className={`${rootClass} ${classes.compact}`} data-testid={testId} data-active={current?.key}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} truncate>
            {current?.label}
          </Text>
          {caption && (
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {caption}
            </Text>
          )}
        </Group>
        <Progress
          value={((active + 1) / Math.max(1, steps.length)) * 100}
          size="sm"
          radius="xl"
          aria-label={label}
          aria-valuetext={caption}
        />
      </div>
    );
  }

  return (
    <ol
      className={`${rootClass} ${classes.list} ${orientation === 'vertical' ? classes.vertical : classes.horizontal}`}
      aria-label={label}
      data-testid={testId}
    >
      {steps.map((step, i) => {
        const done = i < active;
        const current = i === active;
        const selectable = Boolean(onSelect) && i !== active && canSelect(i);
        const content = (
          <>
            <span className={classes.bullet} aria-hidden>
              {done ? <IconCheck size={18} stroke={3} /> : (step.icon ?? i + 1)}
            </span>
            <span className={classes.texts}>
              <span className={classes.label}>{step.label}</span>
              {step.description && (
                <span className={classes.description} style={{ display: 'block' }}>
                  {step.description}
                </span>
              )}
            </span>
          </>
        );
        return (
          <li
            key={step.key}
            className={classes.item}
            data-active={current || undefined}
            data-done={done || undefined}
            aria-current={current ? 'step' : undefined}
            data-testid={`${testId}-${step.key}`}
          >
            {selectable ? (
              <UnstyledButton className={classes.button} onClick={() => onSelect?.(i)}>
                {content}
              </UnstyledButton>
            ) : (
              <span className={classes.button}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
