// Lets code outside React (the HTTP client) move the router; falls back to the History API before the router exists.
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function registerNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

export function reloadPage(): void {
  window.location.reload();
}

let reloadScheduled = false;

/** Reloads the page after `ms`; until then `isReloadScheduled()` says so (the page about to go must not tidy up). */
export function scheduleReload(ms: number): void {
  reloadScheduled = true;
  setTimeout(reloadPage, ms);
}

export const isReloadScheduled = (): boolean => reloadScheduled;

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The login page, with the page to come back to (product-spec §2: auth guard). */
export function loginPath(forwardTo?: string): string {
  if (!forwardTo || forwardTo === '/' || forwardTo.startsWith('/login')) return '/login';
  return `/login?forwardTo=${encodeURIComponent(forwardTo)}`;
}
