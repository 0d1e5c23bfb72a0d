// Calls of the small settings (api-spec 7.17, 7.11; issue 25): the soft-deleted named lists (additional info natures
// and types, paper sizes, instructions, transport companies) with their trash, a store's payment modes and its
// command report.
import type {
  CommandReportBody,
  CommandReportConfig,
  InfoNature,
  InfoType,
  Instruction,
  InstructionBody,
  PaperSize,
  PaperSizeBody,
  PaymentMethod,
  TransportCompany,
  TransportCompanyBody,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

/** Each soft-deleted list and its path (the spec's names). */
export const KIND_PATHS = {
  nature: '/AdditionalInfoNature',
  type: '/AdditionalInfoType',
  paper: '/AdditionalInfoPaperSize',
  instruction: '/Instruction',
  transport: '/TransportCompany',
} as const;
export type NamedKind = keyof typeof KIND_PATHS;

export interface KindRow {
  nature: InfoNature;
  type: InfoType;
  paper: PaperSize;
  instruction: Instruction;
  transport: TransportCompany;
}
export interface KindBody {
  nature: { id?: number; intitule: string };
  type: { id?: number; intitule: string; natureId: number };
  paper: PaperSizeBody;
  instruction: InstructionBody;
  transport: TransportCompanyBody;
}

export const smallSettingsApi = {
  list: <K extends NamedKind>(kind: K, trashed: boolean) =>
    api.get<KindRow[K][]>(trashed ? `${KIND_PATHS[kind]}?onlyTrashed=1` : KIND_PATHS[kind]),
  save: <K extends NamedKind>(kind: K, body: KindBody[K]) => api.post<KindRow[K]>(KIND_PATHS[kind], body),
  remove: (kind: NamedKind, id: number) => api.delete<{ ok: true }>(`${KIND_PATHS[kind]}/${id}`),
  restore: (kind: NamedKind, id: number) => api.patch<{ ok: true }>(`${KIND_PATHS[kind]}/restore/${id}`),
  instruction: (id: number) => api.get<Instruction>(`/Instruction/${id}`),
  companyMethods: () => api.get<PaymentMethod[]>('/Operation/Methods'),
  storeMethods: (magasinId: number) => api.get<PaymentMethod[]>(`/Operation/Methods?magasinId=${magasinId}`),
  saveStoreMethods: (magasinId: number, tags: string[]) => api.post<PaymentMethod[]>('/Operation/Methods/Magasin', { magasinId, tags }),
  report: (magasinId: number) => api.get<CommandReportConfig>(`/Magasin/${magasinId}/CommandReport`),
  saveReport: (magasinId: number, body: CommandReportBody) => api.post<CommandReportConfig>(`/Magasin/${magasinId}/CommandReport`, body),
};
