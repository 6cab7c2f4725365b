/**
 * The console's service worker (vite-plugin-pwa's /sw.js: the built app precached, /dashboard/*
 * answered with index.html offline), registered when the gate page opens in a production build:
 * never on the landing page's way, never in development or tests. workbox-window is loaded
 * only then. With registerType 'autoUpdate' a new build's worker takes over by itself; the page
 * then reloads (as vite-plugin-pwa's own registration does), since the new worker drops the old
 * build's chunks this page may still ask for. Work kept offline survives it (IndexedDB).
 */
let registered = false;

export function registerGateServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      return workbox.register();
    })
    .catch(() => {
      // No worker (a private window, an old browser): the console works online as before.
    });
}
