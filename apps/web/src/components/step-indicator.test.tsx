import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from './step-indicator';

const steps = ['one', 'two', 'three'].map((key) => ({ key, label: key.toUpperCase() }));
const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('StepIndicator', () => {
  it('marks the current step and the done ones', () => {
    wrap(<StepIndicator steps={steps} active={1} testId="si" />);
    expect(screen.getByTestId('si-two').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('si-one').hasAttribute('data-done')).toBe(true);
    expect(screen.getByTestId('si-three').hasAttribute('data-done')).toBe(false);
  });

  it('lets the user go back to a done step only', () => {
    const onSelect = vi.fn();
    wrap(<StepIndicator steps={steps} active={1} onSelect={onSelect} testId="si" />);
    fireEvent.click(screen.getByText('ONE'));
    fireEvent.click(screen.getByText('THREE'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(0);
  });

  it('shows the current label and a caption in the compact form', () => {
    wrap(<StepIndicator steps={steps} active={2} orientation="compact" caption="Step 3 of 3" testId="si" />);
    expect(screen.getByTestId('si').textContent).toContain('THREE');
    expect(screen.getByTestId('si').textContent).toContain('Step 3 of 3');
  });
});
