// Hosting's predeploy check (firebase.json, and the config `npm run deploy` writes): firebase-tools runs it before it
// uploads anything, in the project's folder, with the project it deploys to in GCLOUD_PROJECT and the folder it
// deploys in RESOURCE_DIR. It refuses
// - a folder without a build of this project, or one without its record (BUILD_INFO),
// - a build for the local emulators (by its record, and by the emulators' project id in its scripts),
// - a build for another Firebase project than the one deployed to,
// - a config whose Content-Security-Policy is not the one made for this build: firebase.json is the template, and
//   `npm run deploy` writes the config of each build (scripts/hosting-headers.mjs).
//   node scripts/deploy-check.mjs <config file>      (exit 1 with the reasons when it refuses)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO, EMULATOR_DIST, EMULATOR_PROJECT } from './build-env.mjs';
import { contentSecurityPolicy, DEPLOY_CONFIG, headerOnEveryPath } from './hosting-headers.mjs';

/** The record a build left in `dist`, or null. */
export function readBuildInfo(dist) {
  const file = join(dist, BUILD_INFO);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Every file under `dir` whose name ends with `ext`. */
function filesUnder(dir, ext) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith(ext))
    .map((f) => join(f.parentPath, f.name));
}

/**
 * Why `dist` must not be deployed to `projectId` with the hosting config of `config` (a parsed firebase.json);
 * empty when it may.
 */
export function deployProblems({ dist, config, configName, projectId }) {
  if (!existsSync(join(dist, 'index.html'))) return [`${dist} holds no build (no index.html): run npm run deploy`];
  const info = readBuildInfo(dist);
  if (!info)
    return [`${dist} holds a build without its record ${BUILD_INFO}: it was not made by this project's vite build`];
  const problems = [];
  const emulatorScripts = filesUnder(dist, '.js').filter((f) =>
    readFileSync(f, 'utf8').includes(EMULATOR_PROJECT.projectId),
  );
  if (info.emulators || emulatorScripts.length)
    problems.push(
      `${dist} holds a build for the local emulators (${EMULATOR_PROJECT.projectId}, 127.0.0.1)` +
        `${emulatorScripts.length ? `: ${relative(dist, emulatorScripts[0] ?? '')} names their project` : ''}; ` +
        `those go to ${EMULATOR_DIST}/. Build for the project with npm run deploy`,
    );
  if (!info.emulators && info.projectId !== projectId)
    problems.push(`${dist} holds a build for the project ${info.projectId}, not ${projectId}`);
  const deployed = config.hosting ? headerOnEveryPath(config.hosting, 'Content-Security-Policy') : null;
  if (!deployed)
    problems.push(
      `${configName} sends no Content-Security-Policy: it is the template, made into ${DEPLOY_CONFIG} for each ` +
        'build. Deploy with npm run deploy -- <alias>',
    );
  else if (!info.emulators && deployed !== contentSecurityPolicy(info))
    problems.push(`the Content-Security-Policy of ${configName} is not the one of this build: run npm run deploy`);
  return problems;
}

function main() {
  const configName = process.argv[2];
  const projectDir = process.env.PROJECT_DIR ?? process.cwd();
  const projectId = process.env.GCLOUD_PROJECT;
  if (!configName || !projectId) {
    console.error('usage: GCLOUD_PROJECT=<project> [RESOURCE_DIR=<dist>] node scripts/deploy-check.mjs <config file>');
    process.exit(2);
  }
  const config = JSON.parse(readFileSync(resolve(projectDir, configName), 'utf8'));
  const dist = process.env.RESOURCE_DIR ?? resolve(projectDir, config.hosting?.public ?? 'dist');
  const problems = deployProblems({ dist, config, configName, projectId });
  if (problems.length) {
    console.error(`Refusing to deploy ${dist} to ${projectId}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${dist}: a build for ${projectId} with its own Content-Security-Policy`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
