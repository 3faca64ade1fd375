/* global self, caches */
// The lite app's service worker (issue 14 item 6). Written by hand (no build step): the page
// registers it as /sw.js?v=<build>, so each build is a new worker with its own caches.
//
// - Precaches the shell on install: the document at "/", the files the document loads (read from
//   it: the entry script, its preloads, the style sheet) and the offline page.
// - Pages: network first; when the network fails, the page as last seen, else the offline page.
// - Hashed build assets and other static files: cache first (their URL changes with their content).
// - API answers (/wps/, /lgw/, /hv/, /ops/, /metrics, /events, any event stream): never touched — the
//   browser fetches them itself and nothing of them is ever stored here.
'use strict';

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `lite-app-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL_URLS = ['/', OFFLINE_URL, '/offline.css', '/theme-init.js', '/favicon.svg'];
// `/hv/`: the house vendor's own API and pages (house games, the lottery's draws and stream).
const API_PREFIXES = ['/wps/', '/lgw/', '/hv/', '/ops/', '/metrics', '/events', '/docs', '/health', '/ready'];
/** A page slower than this is shown from the cache when it has it (a bad network, not offline). */
const PAGE_TIMEOUT_MS = 4000;

const isApi = (url) =>
  url.origin !== self.location.origin || API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

/** The same-origin files the served document links: scripts, preloads and style sheets. */
function linkedAssets(html) {
  const urls = new Set();
  const pattern = /\b(?:src|href)="(\/assets\/[^"?#]+)"/g;
  let match;
  while ((match = pattern.exec(html))) urls.add(match[1]);
  return [...urls];
}

async function precacheShell() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL_URLS.filter((url) => url !== '/'));
  const page = await fetch('/', { cache: 'no-cache', headers: { accept: 'text/html' } });
  if (!page.ok) throw new Error(`shell answered ${page.status}`);
  const html = await page.clone().text();
  await cache.put('/', page);
  await cache.addAll(linkedAssets(html));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Stores a copy of a good same-origin answer — never one of the API. */
async function remember(request, response) {
  const url = new URL(request.url);
  if (isApi(url) || !response.ok || response.type !== 'basic') return;
  if ((response.headers.get('content-type') || '').includes('text/event-stream')) return;
  const cache = await caches.open(CACHE);
  await cache.put(url.pathname === '/' ? '/' : request, response);
}

/** `keep`: the fetch event's waitUntil, so the worker is not stopped before a copy is stored. */
async function page(request, keep) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then((response) => {
    if (response.ok) keep(remember(request, response.clone()));
    return response;
  });
  // The document varies by accept-encoding only in its transfer form: any stored copy will do.
  const cached = await cache.match(request, {
    ignoreSearch: new URL(request.url).pathname === '/',
    ignoreVary: true,
  });
  try {
    if (!cached) return await network;
    // Slow network: the page as last seen, once the wait is longer than a visitor should bear.
    const timeout = new Promise((resolve) => setTimeout(() => resolve(cached), PAGE_TIMEOUT_MS));
    network.catch(() => undefined); // its failure is answered by the cache below
    return await Promise.race([network, timeout]);
  } catch {
    return cached || (await cache.match(OFFLINE_URL, { ignoreVary: true })) || Response.error();
  }
}

async function asset(request, keep) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  keep(remember(request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isApi(url)) return; // network only, as if there were no worker
  if ((request.headers.get('accept') || '').includes('text/event-stream')) return;
  const keep = (promise) => event.waitUntil(promise.catch(() => undefined));
  if (request.mode === 'navigate') event.respondWith(page(request, keep));
  else if (url.pathname !== '/manifest.webmanifest' && url.pathname !== '/sw.js')
    event.respondWith(asset(request, keep));
});
