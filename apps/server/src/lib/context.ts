// The request context every service and repository takes: who acts, for which company.
import type { FunctionalityTag, RoleTag } from '@comptoir/shared';

export interface RequestContext {
  userId: number;
  entrepriseId: number;
  sessionId: number;
  roleId: number;
  roleTag: RoleTag;
  tags: FunctionalityTag[];
  magasinId: number | null;
  magasinIds: number[];
  locale: string;
  ip: string;
}
