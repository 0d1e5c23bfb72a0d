// Reference data the store form chooses from (api-spec 7.3): countries and cities.
import type { City, Country } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const referenceApi = {
  countries: () => api.get<{ countries: Country[]; cities: City[] }>('/countries', { withoutLoader: true }),
  cities: (countryId: number) => api.get<City[]>('/cities', { query: { countryId }, withoutLoader: true }),
};
