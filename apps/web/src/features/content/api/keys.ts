// Query keys of sliders and client questions, per scope (COMPANY_WIDE or a store id).
import type { ContentScope } from './content-api';

export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  questions: (scope: ContentScope) => [...contentKeys.lists(), 'questions', scope] as const,
  sliders: (scope: ContentScope) => [...contentKeys.lists(), 'sliders', scope] as const,
};
