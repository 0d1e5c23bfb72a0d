// The request context every service and repository takes: who acts, for which company.
import type { FunctionalityTag, RoleTag } from '@comptoir/shared';

export interface RequestContext {
  userId: number;
  /** The signed-in user's name, as the identity read it (a sale's ticket names its cashier without a query). */
  userName?: string;
  entrepriseId: number;
  sessionId: number;
  roleId: number;
  roleTag: RoleTag;
  tags: FunctionalityTag[];
  magasinId: number | null;
  magasinIds: number[];
  locale: string;
  ip: string;
  /** The client's local time with its offset (x-local-time), when sent: a sale's business day and hour (issue 24). */
  localTime?: string;
}
