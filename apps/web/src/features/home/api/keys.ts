// Query keys of the home feature (the company's subscriptions).
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionKeys.all, 'list'] as const,
  active: () => [...subscriptionKeys.lists(), 'active'] as const,
};
