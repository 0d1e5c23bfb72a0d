// White-label configuration: product name, variant and logo, from window.__COMPTOIR__ (injected by the host page)
// or the build's VITE_* variables. Defaults: "Comptoir", the default variant, the built-in logo.
import { VARIANTS, type Variant } from '@comptoir/shared';

export interface AppConfig {
  productName: string;
  variant: Variant;
  /** An image URL replacing the built-in mark; null for the built-in one. */
  logoUrl: string | null;
}

declare global {
  interface Window {
    __COMPTOIR__?: Partial<AppConfig>;
  }
}

const isVariant = (v: unknown): v is Variant => typeof v === 'string' && (VARIANTS as readonly string[]).includes(v);

export function resolveAppConfig(injected: Partial<AppConfig> | undefined, env: ImportMetaEnv): AppConfig {
  const variant = injected?.variant ?? env.VITE_VARIANT;
  return {
    productName: injected?.productName?.trim() || env.VITE_PRODUCT_NAME?.trim() || 'Comptoir',
    variant: isVariant(variant) ? variant : 'default',
    logoUrl: injected?.logoUrl || env.VITE_LOGO_URL || null,
  };
}

export const appConfig: AppConfig = resolveAppConfig(typeof window === 'undefined' ? undefined : window.__COMPTOIR__, import.meta.env);
