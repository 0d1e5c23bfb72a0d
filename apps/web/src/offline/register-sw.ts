// The service worker caches the app shell; registered in production builds only (dev keeps Vite's live reload). Once
// it is active, it is asked to fetch the build's files ahead (public/sw.js), so the till opens offline after a reload.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage('precache'))
      .catch((error: unknown) => console.error('[sw] registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
