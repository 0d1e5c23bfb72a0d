import type { Theme } from '@comptoir/shared';
import { IconContrast, IconMoon, IconSun, type Icon } from '@tabler/icons-react';

/** Each theme's icon: the theme menu's button shows the current one. */
export const THEME_ICONS: Record<Theme, Icon> = { light: IconSun, dark: IconMoon, 'semi-dark': IconContrast };
