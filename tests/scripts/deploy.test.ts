// npm run deploy (scripts/deploy.mjs) and Hosting's predeploy check (scripts/deploy-check.mjs), without a network: the
// project is a copy of firebase.json and an .firebaserc in a temporary folder, and the build a made-up one, written
// where `vite build` would write it by the command runner the test hands in (which runs nothing else).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INFO, type BuildInfo } from '../../scripts/build-env.mjs';
import { deploy, DeployError, projectOf, SENTRY_CLI, sentryUpload } from '../../scripts/deploy.mjs';
import {
  contentSecurityPolicy,
  DEPLOY_CONFIG,
  deployConfig,
  type FirebaseConfig,
  headerOnEveryPath,
} from '../../scripts/hosting-headers.mjs';

const REPO = resolve('.');
const TEMPLATE = readFileSync(join(REPO, 'firebase.json'), 'utf8');
const FIREBASERC = {
  projects: { default: 'demo-shiftcover', staging: 'shiftcover-staging', production: 'shiftcover-prod' },
};
const STAGING: BuildInfo = {
  emulators: false,
  mode: 'staging',
  release: 'shiftcover-portal@0.1.0+abc1234',
  projectId: 'shiftcover-staging',
  authDomain: 'shiftcover-staging.firebaseapp.com',
  sentryDsn: 'https://f00d@o4501.ingest.us.sentry.io/4502',
  analytics: false,
  appCheck: true,
  imageOrigins: [],
};
const EMULATORS: BuildInfo = {
  ...STAGING,
  emulators: true,
  mode: 'emulators',
  projectId: 'demo-shiftcover',
  authDomain: 'demo-shiftcover.firebaseapp.com',
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A project folder: firebase.json, .firebaserc. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'shiftcover-deploy-test-'));
  roots.push(root);
  writeFileSync(join(root, 'firebase.json'), TEMPLATE);
  writeFileSync(join(root, '.firebaserc'), JSON.stringify(FIREBASERC));
  return root;
}

/** What a vite build leaves in `dist`: index.html, a script naming its project, its map, its record (if any). */
function writeBuild(dist: string, info: BuildInfo | null, script = `initializeApp({projectId:"${info?.projectId}"})`) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-a1.js"></script>');
  writeFileSync(join(dist, 'assets/index-a1.js'), script);
  writeFileSync(join(dist, 'assets/index-a1.js.map'), '{}');
  if (info) writeFileSync(join(dist, BUILD_INFO), JSON.stringify(info));
}

/**
 * A deploy of `root` with a runner that records each command, answers `vite build` with `build` and every other with
 * `status(command)` (0 unless told).
 */
function deployWith(
  root: string,
  opts: { alias?: string; dryRun?: boolean; env?: Record<string, string>; build?: BuildInfo | null; script?: string },
  status: (command: string) => number = () => 0,
) {
  const commands: string[] = [];
  const mapsAt: Record<string, number> = {};
  const run = (cmd: string, args: string[]) => {
    const command = [cmd.replace(`${root}/node_modules/.bin/`, ''), ...args].join(' ');
    commands.push(command);
    if (cmd.endsWith('/vite'))
      writeBuild(join(root, 'dist'), opts.build === undefined ? STAGING : opts.build, opts.script);
    mapsAt[command] = readdirSync(join(root, 'dist', 'assets')).filter((f) => f.endsWith('.map')).length;
    return status(command);
  };
  const attempt = () =>
    deploy({ root, alias: opts.alias ?? 'staging', dryRun: opts.dryRun, env: opts.env ?? {}, run, log: () => {} });
  return { attempt, commands, mapsAt };
}

const FIREBASE = (only: string, projectId = 'shiftcover-staging') =>
  `firebase deploy --only ${only} --project ${projectId} --config ${DEPLOY_CONFIG} --non-interactive`;
const DEPLOYS = [FIREBASE('firestore:rules,firestore:indexes'), FIREBASE('functions'), FIREBASE('hosting')];
const SENTRY = { SENTRY_AUTH_TOKEN: 'sntrys_token', SENTRY_ORG: 'shiftcover', SENTRY_PROJECT: 'portal' };
const UPLOADS = [
  `npx --yes ${SENTRY_CLI} sourcemaps inject dist`,
  `npx --yes ${SENTRY_CLI} sourcemaps upload --release ${STAGING.release} dist`,
];

describe('npm run deploy -- <alias> --dry-run', () => {
  it('builds for the alias, checks the build, writes its config, and runs nothing that needs the network', () => {
    const root = project();
    const { attempt, commands } = deployWith(root, { dryRun: true });
    const { ran, left } = attempt();
    expect(commands).toEqual(['vite build --mode staging --outDir dist --emptyOutDir']);
    expect(ran.map((c) => c.replace(`${root}/node_modules/.bin/`, ''))).toEqual(commands);
    // rules and indexes, then the functions, then the app: never the app ahead of its rules
    expect(left.map((c) => c.replace(`${root}/node_modules/.bin/`, ''))).toEqual(DEPLOYS);
    const config = JSON.parse(readFileSync(join(root, DEPLOY_CONFIG), 'utf8')) as FirebaseConfig;
    expect(config).toEqual(deployConfig(JSON.parse(TEMPLATE) as FirebaseConfig, STAGING));
    const csp = headerOnEveryPath(config.hosting, 'Content-Security-Policy');
    expect(csp).toBe(contentSecurityPolicy(STAGING));
    expect(csp).toContain('frame-src https://shiftcover-staging.firebaseapp.com https://www.google.com/recaptcha/');
    expect(csp).toContain('report-uri https://o4501.ingest.us.sentry.io/api/4502/security/?sentry_key=f00d&');
  });

  it('with SENTRY_AUTH_TOKEN, the source maps would be uploaded under the release before anything is deployed', () => {
    const { attempt } = deployWith(project(), { dryRun: true, env: SENTRY });
    expect(attempt().left.map((c) => c.replace(/^\S*\/node_modules\/\.bin\//, ''))).toEqual([...UPLOADS, ...DEPLOYS]);
  });

  it.each([
    ['a build for the emulators (its record)', { build: EMULATORS }, 'for the local emulators'],
    [
      "a build whose scripts name the emulators' project, whatever its record says",
      { script: 'initializeApp({projectId:"demo-shiftcover"})' },
      'assets/index-a1.js names their project',
    ],
    [
      'a build for another project',
      { build: { ...STAGING, projectId: 'shiftcover-prod' } },
      'for the project shiftcover-prod, not shiftcover-staging',
    ],
    ['a build without its record', { build: null }, `without its record ${BUILD_INFO}`],
  ] as const)('refuses %s, before any upload or deploy', (_, opts, reason) => {
    const root = project();
    const { attempt, commands } = deployWith(root, { ...opts, env: SENTRY });
    expect(attempt).toThrow(DeployError);
    expect(attempt).toThrow(reason);
    expect(commands.every((c) => c.startsWith('vite build'))).toBe(true);
    expect(existsSync(join(root, DEPLOY_CONFIG))).toBe(false);
  });
});

describe('npm run deploy -- <alias>', () => {
  it('uploads the maps, removes them, then deploys rules and indexes, functions, hosting in that order', () => {
    const root = project();
    const { attempt, commands, mapsAt } = deployWith(root, { alias: 'staging', env: SENTRY });
    attempt();
    expect(commands.map((c) => c.replace(/^\S*\/node_modules\/\.bin\//, ''))).toEqual([
      'vite build --mode staging --outDir dist --emptyOutDir',
      ...UPLOADS,
      ...DEPLOYS,
    ]);
    expect(UPLOADS.map((c) => mapsAt[c])).toEqual([1, 1]);
    expect(
      Object.entries(mapsAt)
        .filter(([c]) => c.includes('firebase deploy'))
        .map(([, n]) => n),
    ).toEqual([0, 0, 0]);
  });

  it('without a token, uploads nothing (sentry-cli is never fetched)', () => {
    const { attempt, commands } = deployWith(project(), {});
    attempt();
    expect(commands.some((c) => c.includes('sentry'))).toBe(false);
  });

  it('stops at the first step that fails: no hosting when the rules were not deployed', () => {
    const root = project();
    const { attempt, commands } = deployWith(root, {}, (c) => (c.includes('firestore:rules') ? 1 : 0));
    expect(attempt).toThrow('deploy firestore:rules,firestore:indexes failed (exit 1); nothing after it was deployed');
    expect(commands.filter((c) => c.includes('--only hosting') || c.includes('--only functions'))).toEqual([]);
  });

  it('production builds in mode production for the production alias', () => {
    const { attempt, commands } = deployWith(project(), {
      alias: 'production',
      dryRun: true,
      build: { ...STAGING, mode: 'production', projectId: 'shiftcover-prod' },
    });
    expect(attempt().left.at(-1)).toContain(FIREBASE('hosting', 'shiftcover-prod'));
    expect(commands).toEqual(['vite build --mode production --outDir dist --emptyOutDir']);
  });
});

describe('aliases and settings', () => {
  it.each([
    ['staging', 'shiftcover-staging'],
    ['production', 'shiftcover-prod'],
  ])('%s deploys to %s', (alias, projectId) => {
    expect(projectOf(FIREBASERC, alias)).toBe(projectId);
  });

  it.each([
    ['no alias', undefined, 'deploy to one of staging, production'],
    ['the default alias (the emulators)', 'default', 'deploy to one of staging, production'],
    ['an alias .firebaserc lacks', 'staging', 'has no project for the alias staging'],
  ])('refuses %s', (_, alias, message) => {
    expect(() => projectOf(alias === 'staging' ? { projects: {} } : FIREBASERC, alias)).toThrow(message);
  });

  it('refuses a demo project under a deploy alias', () => {
    expect(() => projectOf({ projects: { staging: 'demo-x' } }, 'staging')).toThrow('a demo project of the emulators');
  });

  it('.firebaserc names both aliases, each a real project', () => {
    const firebaserc = JSON.parse(readFileSync(join(REPO, '.firebaserc'), 'utf8')) as typeof FIREBASERC;
    for (const alias of ['staging', 'production']) expect(projectOf(firebaserc, alias)).not.toMatch(/^demo-/);
  });

  it('a Sentry token needs its org and project; none, no upload', () => {
    expect(sentryUpload({})).toBeNull();
    expect(sentryUpload(SENTRY)).toEqual({ org: 'shiftcover', project: 'portal' });
    expect(() => sentryUpload({ SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: 'o' })).toThrow('SENTRY_PROJECT not');
  });

  it('the command line says how to use it when the alias is missing', () => {
    const out = spawnSync(process.execPath, [join(REPO, 'scripts/deploy.mjs')], { encoding: 'utf8' });
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('usage: npm run deploy -- <staging|production> [--dry-run]');
  });
});

describe("Hosting's predeploy check, run as firebase-tools runs it", () => {
  /** `node scripts/deploy-check.mjs <config>` in the project, with firebase-tools' variables for a deploy of dist. */
  function check(root: string, configName: string, projectId = 'shiftcover-staging') {
    return spawnSync(process.execPath, [join(REPO, 'scripts/deploy-check.mjs'), configName], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: projectId, PROJECT_DIR: root, RESOURCE_DIR: join(root, 'dist') },
    });
  }
  const withConfig = (root: string, info: BuildInfo) =>
    writeFileSync(
      join(root, DEPLOY_CONFIG),
      JSON.stringify(deployConfig(JSON.parse(TEMPLATE) as FirebaseConfig, info)),
    );

  it('passes the build with the config made for it', () => {
    const root = project();
    writeBuild(join(root, 'dist'), STAGING);
    withConfig(root, STAGING);
    const out = check(root, DEPLOY_CONFIG);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
  });

  it.each([
    [
      'firebase deploy --only hosting with firebase.json, the template',
      'firebase.json',
      STAGING,
      STAGING,
      'firebase.json sends no Content-Security-Policy',
    ],
    ['a build for the emulators', DEPLOY_CONFIG, EMULATORS, STAGING, 'holds a build for the local emulators'],
    [
      'a build for another project',
      DEPLOY_CONFIG,
      { ...STAGING, projectId: 'shiftcover-prod' },
      STAGING,
      'for the project shiftcover-prod, not shiftcover-staging',
    ],
    [
      'the config of another build (another auth domain)',
      DEPLOY_CONFIG,
      STAGING,
      { ...STAGING, authDomain: 'other.firebaseapp.com' },
      'is not the one of this build',
    ],
  ])('refuses %s', (_, configName, built, configured, reason) => {
    const root = project();
    writeBuild(join(root, 'dist'), built);
    withConfig(root, configured);
    const out = check(root, configName);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(`Refusing to deploy ${join(root, 'dist')} to shiftcover-staging`);
    expect(out.stderr).toContain(reason);
  });

  it('refuses an empty folder', () => {
    const root = project();
    const out = check(root, 'firebase.json');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('holds no build (no index.html)');
  });
});
