import type { RouteGroup } from '@comptoir/shared';
import {
  IconAdjustmentsHorizontal,
  IconApi,
  IconBuilding,
  IconBuildingStore,
  IconDeviceTablet,
  IconShieldLock,
  IconUsers,
  IconCash,
  IconChartBar,
  IconFileInvoice,
  IconHeartHandshake,
  IconHome,
  IconIdBadge2,
  IconPackage,
  IconSettings,
  IconShoppingCart,
  IconUserCircle,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

export const GROUP_ICONS: Record<RouteGroup, Icon> = {
  home: IconHome,
  pos: IconShoppingCart,
  revenue: IconCash,
  stock: IconPackage,
  billing: IconFileInvoice,
  online: IconWorld,
  loyalty: IconHeartHandshake,
  hr: IconIdBadge2,
  reports: IconChartBar,
  membership: IconUsersGroup,
  settings: IconSettings,
  account: IconUserCircle,
};

const ROUTE_ICONS: Record<string, Icon> = {
  home: IconHome,
  store: IconBuildingStore,
  device: IconDeviceTablet,
  users: IconUsers,
  adjustments: IconAdjustmentsHorizontal,
  roles: IconShieldLock,
  api: IconApi,
  company: IconBuilding,
};

/** A route's icon: its own when the table names one, else its group's. */
export function routeIcon(icon: string | undefined, group: RouteGroup | undefined): Icon {
  return (icon && ROUTE_ICONS[icon]) || GROUP_ICONS[group ?? 'home'];
}
