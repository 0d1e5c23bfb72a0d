// Query keys of the roles feature (the grant grid); the role list of the selector lives in features/users.
export const grantKeys = {
  all: ['roles', 'grants'] as const,
  grid: () => [...grantKeys.all, 'grid'] as const,
};
