// Reference data the store form chooses from (api-spec 7.3): currencies, countries and cities.
import type { City, Country, Currency } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const referenceApi = {
  currencies: () => api.get<Currency[]>('/currencies', { withoutLoader: true }),
  countries: () => api.get<{ countries: Country[]; cities: City[] }>('/countries', { withoutLoader: true }),
  cities: (countryId: number) => api.get<City[]>('/cities', { query: { countryId }, withoutLoader: true }),
};
