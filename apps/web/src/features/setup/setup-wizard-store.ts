// Lets any screen open the setup wizard again (e.g. the company page while setup is not finished).
import { createStore } from '../../lib/create-store';

export const setupWizardStore = createStore({ requested: false });

export const openSetupWizard = (): void => setupWizardStore.set({ requested: true });
