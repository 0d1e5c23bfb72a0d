// White-label configuration: product name, variant and logo, from <meta name="comptoir:…"> tags (injected by the server
// into index.html: no inline script under the Content-Security-Policy)
// or the build's VITE_* variables. Defaults: "Comptoir", the default variant, the built-in logo.
import { VARIANTS, type Variant } from '@comptoir/shared';

export interface AppConfig {
  productName: string;
  variant: Variant;
  /** An image URL replacing the built-in mark; null for the built-in one. */
  logoUrl: string | null;
}

/** The meta tags the server writes (apps/server/src/http/web-app.ts). */
export const WHITE_LABEL_META = { productName: 'comptoir:product-name', variant: 'comptoir:variant' } as const;

export function readInjectedConfig(doc: Document): Partial<AppConfig> {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
  return { productName: meta(WHITE_LABEL_META.productName), variant: meta(WHITE_LABEL_META.variant) as Variant | undefined };
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

export const appConfig: AppConfig = resolveAppConfig(
  typeof document === 'undefined' ? undefined : readInjectedConfig(document),
  import.meta.env,
);
