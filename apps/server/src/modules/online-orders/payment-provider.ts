// Online payment behind one interface (issue 31; product-spec §9 "online payment provider", config tag
// "payment-provider client id"). Outside production a local test provider accepts every charge, so development and
// tests take the real path; in production no provider is wired yet, so the option is never offered there (never a
// fake that says "paid"). A real provider implements `PaymentProvider` and is returned by `paymentProvider`.
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';

export interface Charge {
  /** The order's uuid: a provider must charge a reference once. */
  reference: string;
  amountMinor: number;
  currencyTag: string;
  /** The company's client id at the provider (its payment-provider config tag). */
  clientId: string;
}

export interface PaymentProvider {
  name: string;
  /** Charges the amount; answers the provider's reference, or throws when refused. */
  charge(c: Charge): Promise<{ providerRef: string }>;
}

/** Development and tests: approves every charge, once per reference. */
export function localTestProvider(): PaymentProvider {
  const done = new Map<string, string>();
  return {
    name: 'local-test',
    async charge(c) {
      const seen = done.get(c.reference);
      if (seen) return { providerRef: seen };
      const providerRef = `test_${randomUUID()}`;
      done.set(c.reference, providerRef);
      return { providerRef };
    },
  };
}

let testProvider: PaymentProvider | undefined;

/** The provider this installation charges through, or null (the online payment option is then hidden). */
export function paymentProvider(config: Pick<AppConfig, 'nodeEnv'>): PaymentProvider | null {
  if (config.nodeEnv === 'production') return null;
  testProvider ??= localTestProvider();
  return testProvider;
}
