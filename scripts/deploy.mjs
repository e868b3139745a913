// npm run deploy -- <staging|production> [--dry-run]: the one way the portal goes live (docs/deploy.md).
// 1. builds for the alias's project (`vite build --mode <alias>`: .env and .env.<alias>) into dist,
// 2. checks the build (scripts/deploy-check.mjs: for that project, not for the emulators) and writes firebase.json
//    with the build's own headers as firebase.deploy.json (scripts/hosting-headers.mjs),
// 3. with SENTRY_AUTH_TOKEN set, uploads the source maps to Sentry under the build's release (sentry-cli, fetched by
//    npx; nothing without the token); the maps are then removed from dist (Hosting never deploys them either),
// 4. deploys the Firestore rules and indexes, then the Cloud Functions, then Hosting, each only once the one before
//    has succeeded: a new app never runs against the rules or the functions of the version before it.
// --dry-run does 1 and 2 (no network) and prints 3 and 4 instead of running them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_DIST } from './build-env.mjs';
import { deployProblems, readBuildInfo } from './deploy-check.mjs';
import { DEPLOY_CONFIG, deployConfig } from './hosting-headers.mjs';

/** The aliases of .firebaserc a deploy goes to (its default is the emulators' demo project). */
export const ALIASES = ['staging', 'production'];
/** sentry-cli, pinned: a deploy fetches it with npx only when it uploads (it is no dependency of the project). */
export const SENTRY_CLI = '@sentry/cli@3.8.0';
const SENTRY_VARIABLES = ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT'];

export class DeployError extends Error {}

/** The project id .firebaserc gives `alias`; refuses any other alias and a demo project. */
export function projectOf(firebaserc, alias) {
  if (!ALIASES.includes(alias)) throw new DeployError(`deploy to one of ${ALIASES.join(', ')}, not ${alias ?? '—'}`);
  const projectId = firebaserc.projects?.[alias];
  if (!projectId) throw new DeployError(`.firebaserc has no project for the alias ${alias}`);
  if (projectId.startsWith('demo-'))
    throw new DeployError(`.firebaserc's ${alias} is ${projectId}, a demo project of the emulators`);
  return projectId;
}

/** The Sentry upload's settings: null without a token; an error when the token comes without its org or project. */
export function sentryUpload(env) {
  if (!env.SENTRY_AUTH_TOKEN) return null;
  const missing = SENTRY_VARIABLES.filter((name) => !env[name]);
  if (missing.length) throw new DeployError(`SENTRY_AUTH_TOKEN is set but ${missing.join(', ')} not`);
  return { org: env.SENTRY_ORG, project: env.SENTRY_PROJECT };
}

/** The firebase-tools command that deploys `only` to the project with the build's config. */
function firebaseDeploy(root, projectId, only) {
  return {
    label: `deploy ${only}`,
    cmd: join(root, 'node_modules/.bin/firebase'),
    args: ['deploy', '--only', only, '--project', projectId, '--config', DEPLOY_CONFIG, '--non-interactive'],
  };
}

/** The steps that reach the network, in order, for a checked build (`release`: its record's): upload, then deploy. */
export function remoteSteps({ root, projectId, release, sentry }) {
  const sentryCli = (args) => ({ label: `sentry-cli ${args[1]}`, cmd: 'npx', args: ['--yes', SENTRY_CLI, ...args] });
  return {
    // debug ids tie each script to its map, then the maps go up under the release the build reports errors as
    upload: sentry
      ? [
          sentryCli(['sourcemaps', 'inject', DEPLOY_DIST]),
          sentryCli(['sourcemaps', 'upload', '--release', release, DEPLOY_DIST]),
        ]
      : [],
    deploy: [
      firebaseDeploy(root, projectId, 'firestore:rules,firestore:indexes'),
      firebaseDeploy(root, projectId, 'functions'),
      firebaseDeploy(root, projectId, 'hosting'),
    ],
  };
}

/** Runs a command in `root` with the output shown; its exit status. */
function spawnCommand(root) {
  return (cmd, args, env) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

/**
 * Builds, checks and deploys to `alias` from the project in `root`. `run(cmd, args, env)` runs a command and returns
 * its exit status; `log` prints. Returns the commands it ran and those a dry run left.
 */
export function deploy({
  root,
  alias,
  dryRun = false,
  env = process.env,
  run = spawnCommand(root),
  log = console.log,
}) {
  const projectId = projectOf(JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')), alias);
  const sentry = sentryUpload(env);
  const ran = [];
  const step = ({ label, cmd, args }) => {
    log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
    ran.push([cmd, ...args].join(' '));
    const status = run(cmd, args, env);
    if (status !== 0) throw new DeployError(`${label} failed (exit ${status}); nothing after it was deployed`);
  };

  step({
    label: `build for ${projectId} (mode ${alias})`,
    cmd: join(root, 'node_modules/.bin/vite'),
    args: ['build', '--mode', alias, '--outDir', DEPLOY_DIST, '--emptyOutDir'],
  });
  const dist = join(root, DEPLOY_DIST);
  const info = readBuildInfo(dist);
  const config = info && deployConfig(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')), info);
  const problems = deployProblems({ dist, config: config ?? {}, configName: DEPLOY_CONFIG, projectId });
  if (problems.length || !info || !config)
    throw new DeployError(`the build is refused:\n  - ${problems.join('\n  - ')}`);
  writeFileSync(join(root, DEPLOY_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  log(`\n${DEPLOY_CONFIG}: firebase.json with the headers of release ${info.release} for ${projectId}`);
  log(`Content-Security-Policy: ${config.hosting.headers[0]?.headers[0]?.value}`);
  if (!sentry) log(`SENTRY_AUTH_TOKEN is not set: the source maps are not uploaded`);

  const { upload, deploy: deploys } = remoteSteps({ root, projectId, release: info.release, sentry });
  const command = (s) => [s.cmd, ...s.args].join(' ');
  if (dryRun) {
    const left = [...upload, ...deploys].map(command);
    log(`\nDry run: the build is checked; a deploy would now run\n${left.map((c) => `  ${c}`).join('\n')}`);
    return { ran, left };
  }
  upload.forEach(step);
  // uploaded, or not wanted: never left where a deploy could take them (Hosting ignores them too)
  removeMaps(dist);
  deploys.forEach(step);
  log(`\nDeployed release ${info.release} to ${projectId}.`);
  return { ran, left: [] };
}

/** Deletes the source maps of a build. */
function removeMaps(dist) {
  for (const f of readdirSync(dist, { recursive: true }))
    if (String(f).endsWith('.map') && existsSync(join(dist, String(f)))) rmSync(join(dist, String(f)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const alias = args.find((a) => !a.startsWith('--'));
  try {
    deploy({ root: fileURLToPath(new URL('..', import.meta.url)), alias, dryRun: args.includes('--dry-run') });
  } catch (err) {
    if (!(err instanceof DeployError)) throw err;
    console.error(`\nnpm run deploy: ${err.message}\nusage: npm run deploy -- <${ALIASES.join('|')}> [--dry-run]`);
    process.exit(1);
  }
}
