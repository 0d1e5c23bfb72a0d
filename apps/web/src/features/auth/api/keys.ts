// Query keys of the auth feature: the signed-in user is the one detail it holds.
export const authKeys = {
  all: ['auth'] as const,
  details: () => [...authKeys.all, 'detail'] as const,
  me: () => [...authKeys.details(), 'me'] as const,
};
