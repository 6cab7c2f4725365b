/**
 * The console's service worker (vite-plugin-pwa's /sw.js: the built app precached, /dashboard/*
 * answered with index.html offline), registered when the gate page opens in a production build:
 * never on the landing page's way, never in development or tests. workbox-window is loaded
 * only then. With registerType 'autoUpdate' a new build's worker takes over by itself.
 */
export function registerGateServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
    .catch(() => {
      // No worker (a private window, an old browser): the console works online as before.
    });
}
