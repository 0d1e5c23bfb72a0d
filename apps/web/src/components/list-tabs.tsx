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

export function ListTabs({
  value,
  onChange,
  tabs,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  tabs: ListTab[];
  label: string;
}) {
  return (
    <Tabs value={value} onChange={(v) => onChange(v ?? tabs[0].value)} mb="md" keepMounted={false}>
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
    </Tabs>
  );
}
