import { Group, Text } from '@mantine/core';
import { appConfig } from '../app/app-config';

interface BrandMarkProps {
  size?: number;
  /** On a brand-coloured background: a translucent tile instead of the filled one. */
  inverse?: boolean;
}

/** The product's mark: the configured logo, else a built-in shopping-bag mark in the brand colour. */
export function BrandMark({ size = 32, inverse = false }: BrandMarkProps) {
  if (appConfig.logoUrl) {
    return <img src={appConfig.logoUrl} alt="" width={size} height={size} style={{ objectFit: 'contain', borderRadius: 8 }} />;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={inverse ? 'rgba(255,255,255,0.16)' : 'var(--mantine-color-brand-8)'} />
      <path d="M16 26h32l-3 22a4 4 0 0 1-4 3.5H23a4 4 0 0 1-4-3.5z" fill="#fff" opacity="0.95" />
      <path d="M24 26v-4a8 8 0 0 1 16 0v4" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="38" r="4" fill="var(--mantine-color-brand-8)" />
    </svg>
  );
}

interface BrandLogoProps {
  size?: number;
  withName?: boolean;
  nameSize?: string;
  inverse?: boolean;
}

export function BrandLogo({ size = 32, withName = true, nameSize = 'lg', inverse = false }: BrandLogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} inverse={inverse} />
      {withName && (
        <Text fw={700} fz={nameSize} lh={1} style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
          {appConfig.productName}
        </Text>
      )}
    </Group>
  );
}
