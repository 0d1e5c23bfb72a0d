// The tabs above a list (live / trash...), each with its count: one look for every administration list.
import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListTab {
  value: string;
  label: string;
  icon: ReactNode;
  /** Undefined while unknown (loading). */
  count?: number;
  testId?: string;
}

export interface ListTabsProps {
  value: string;
  onChange: (v: string) => void;
  tabs: ListTab[];
  label: string;
  /** The active tab's list: inside its tab panel, so each tab's aria-controls points at a real panel. */
  children: ReactNode;
}

export function ListTabs({ value, onChange, tabs, label, children }: ListTabsProps) {
  return (
    <Tabs value={value} onChange={(v) => onChange(v ?? tabs[0].value)} keepMounted>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            leftSection={tab.icon}
            rightSection={
              tab.count === undefined ? null : (
                <Badge size="sm" variant="light" color="gray" className="app-number">
                  {tab.count}
                </Badge>
              )
            }
            data-testid={tab.testId}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.value === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
