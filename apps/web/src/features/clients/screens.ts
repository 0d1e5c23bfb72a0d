// Client screens (product-spec §2: loyalty → clients, patients in the clinic variant).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/loyalty/clients': lazyScreen(() => import('./pages/clients-page'), 'ClientsPage'),
  '/loyalty/clients/queue': lazyScreen(() => import('./pages/clients-queue-page'), 'ClientsQueuePage'),
  '/loyalty/clients/cards': lazyScreen(() => import('./pages/loyalty-cards-page'), 'LoyaltyCardsPage'),
  '/loyalty/clients/add': lazyScreen(() => import('./pages/client-add-page'), 'ClientAddPage'),
  '/loyalty/clients/:id': lazyScreen(() => import('./pages/client-profile-page'), 'ClientProfilePage'),
  '/loyalty/clients/:id/edit': lazyScreen(() => import('./pages/client-edit-page'), 'ClientEditPage'),
  '/loyalty/client-personal-card': lazyScreen(() => import('./pages/personal-card-page'), 'PersonalCardPage'),
  '/loyalty/loyalty-points': lazyScreen(() => import('./pages/loyalty-points-page'), 'LoyaltyPointsPage'),
  '/discounts': lazyScreen(() => import('./pages/discounts-page'), 'DiscountsPage'),
  '/gift-cards': lazyScreen(() => import('./pages/gift-cards-page'), 'GiftCardsPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['commands', 'pos'];
