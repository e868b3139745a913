// JavaScript per route (gzip -9 of each file of the first load) and documents read per screen (the app's own counter),
// with their targets; and the treemap of each route's first load.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulators.mjs';
import { BASE, docsReadOf, KIB, settle, sh, signIn } from './common.mjs';

const LOGIN = '/authentication/basic/login';
export const FACILITY = 'facility@shiftcover.test';
export const HUGE = 'bench-huge@shiftcover.test';

/**
 * The signed-in screens, each measured for the demo facility and for the huge one (the JavaScript of its first load
 * and the documents it reads), with the target for that JavaScript in KiB. A new screen adds its line here.
 */
const SCREENS = [
  { route: '/', targetKiB: 240 },
  { route: '/shifts', targetKiB: 260 },
  { route: '/calendar', targetKiB: 340 },
  { route: '/invoices', targetKiB: 260 },
  { route: '/timesheet', targetKiB: 260 },
  { route: '/reviews', targetKiB: 260 },
  { route: '/workers', targetKiB: 260 },
  { route: '/activity', targetKiB: 260 },
  { route: '/compliance', targetKiB: 260 },
  { route: '/insights', targetKiB: 340 },
  { route: '/staffing', targetKiB: 260 },
  // the huge facility's first view reads its Today window (at most 60 documents, whatever its history)
  { route: '/today', targetKiB: 260 },
  // the quarter's approved entries, a page of 1,000 at a time: the huge facility's reads grow with its quarter
  { route: '/reports', targetKiB: 260 },
];

/** The target for a route's first-load JavaScript, in bytes: login 130 KiB, each screen its own. */
export function targetOf(route) {
  return (route === LOGIN ? 130 : (SCREENS.find((s) => s.route === route)?.targetKiB ?? 260)) * KIB;
}

/**
 * The report's rows, in its order: login signed out, every screen for the demo facility, the company's dashboard, every
 * screen for the huge facility; `keep(route, email)` chooses some of them (email null: signed out).
 */
export async function measureRoutes(browser, keep = () => true) {
  const rows = [
    [LOGIN, null],
    ...SCREENS.map((s) => [s.route, FACILITY]),
    ['/', 'company@shiftcover.test'],
    ...SCREENS.map((s) => [s.route, HUGE]),
  ].filter(([route, email]) => keep(route, email));
  const routes = [];
  for (const [route, email] of rows) routes.push(await measureRoute(browser, route, email));
  return routes;
}

async function measureRoute(browser, route, email) {
  let context = await browser.newContext();
  let page = await context.newPage();
  if (email) {
    await signIn(page, email);
    await settle(page);
    // a fresh context (empty HTTP cache) that keeps the sign-in: every file of the route's first load counts
    const state = await context.storageState({ indexedDB: true });
    await context.close();
    context = await browser.newContext({ storageState: state });
    page = await context.newPage();
  }
  const files = new Map();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== BASE || !url.pathname.endsWith('.js')) return;
    try {
      files.set(url.pathname, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      /* ignored: the body was gone */
    }
  });
  await page.goto(`${BASE}${route}`);
  await settle(page);
  const docsRead = await docsReadOf(page);
  const fullCalendar = [...files.keys()].some((f) => /fullcalendar|CalendarPage|calendar/i.test(f));
  await context.close();
  return {
    route,
    signedInAs: email ?? null,
    jsGzip: [...files.values()].reduce((a, b) => a + b, 0),
    files: files.size,
    fileNames: [...files.keys()],
    sizes: [...files],
    docsRead,
    fullCalendar,
  };
}

export const BUNDLE_STATS = join(tmpdir(), 'shiftcover-bundle-stats.json');

/**
 * bench/treemap.html: for each route, a box named by the route holding the chunks it loaded on its first load, module
 * by module (rollup-plugin-visualizer's treemap of the build's stats, cut down to those chunks per route; one page,
 * so the viewer's code is written once). Its gzip sizes are each module's alone, so they add up to more than the
 * route's figure in the report, which is each file's gzip as the browser received it.
 */
function writeTreemap(fileNamesByRoute) {
  const all = JSON.parse(readFileSync(BUNDLE_STATS, 'utf8'));
  const inputs = Object.entries(fileNamesByRoute).map(([name, fileNames]) => {
    const wanted = new Set(fileNames.map((f) => f.replace(/^\//, '')));
    // not named 'root': the visualizer keeps each input's tree as one box
    const tree = { name, children: all.tree.children.filter((chunk) => wanted.has(chunk.name)) };
    const parts = new Set();
    (function walk(node) {
      if (node.uid) parts.add(node.uid);
      node.children?.forEach(walk);
    })(tree);
    const nodeParts = Object.fromEntries(Object.entries(all.nodeParts).filter(([uid]) => parts.has(uid)));
    const metas = new Set(Object.values(nodeParts).map((part) => part.metaUid));
    const nodeMetas = Object.fromEntries(
      Object.entries(all.nodeMetas)
        .filter(([uid]) => metas.has(uid))
        .map(([uid, meta]) => [
          uid,
          {
            ...meta,
            moduleParts: Object.fromEntries(Object.entries(meta.moduleParts).filter(([, part]) => parts.has(part))),
            imported: meta.imported.filter((i) => metas.has(i.uid)),
            importedBy: meta.importedBy.filter((i) => metas.has(i.uid)),
          },
        ]),
    );
    const data = join(tmpdir(), `shiftcover-treemap-${name}.json`);
    writeFileSync(data, JSON.stringify({ ...all, tree, nodeParts, nodeMetas }));
    return data;
  });
  return sh(process.execPath, [
    join(ROOT, 'node_modules/rollup-plugin-visualizer/dist/bin/cli.js'),
    '--template',
    'treemap',
    '--title',
    "ShiftCover: the JavaScript of each route's first load",
    '--filename',
    join(ROOT, 'bench', 'treemap.html'),
    ...inputs,
  ]);
}

/** bench/treemap.html of the routes the demo facility (or nobody) loaded, each named as the report links it. */
export function treemapOf(routes) {
  const treemap = {};
  for (const r of routes.filter((x) => x.signedInAs === null || x.signedInAs === FACILITY)) {
    r.treemap = r.route === LOGIN ? 'login' : r.route === '/' ? 'dashboard' : r.route.slice(1);
    treemap[r.treemap] = r.fileNames;
  }
  return writeTreemap(treemap);
}
