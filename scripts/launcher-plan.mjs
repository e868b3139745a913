// What the emulator launcher decides, apart from doing it: which Java and which Cloud Firestore emulator to run, or
// what to install. Pure: it is given the facts of the machine (env, PATH entries, which files exist, `java -version`
// output) so that tests can fake every machine (tests/scripts/launcher-plan.test.ts); scripts/emulators.mjs gathers
// the real facts (probeSystem) and acts on the plan.
import { basename, dirname, join } from 'node:path';

/**
 * @typedef {object} Facts
 * @property {string} platform process.platform
 * @property {Record<string, string | undefined>} env
 * @property {string} home
 * @property {string[]} path the PATH entries, in order
 * @property {(file: string) => boolean} exists
 * @property {(dir: string) => string[]} listDir names in dir; [] when it does not exist
 * @property {(file: string) => string} realpath the file with its symlinks resolved
 * @property {string | null} brewPrefix `brew --prefix` (macOS), null without Homebrew
 * @property {Record<string, string | null>} javaVersions `java -version` output of each Java of javaCandidates that
 *   exists (and of no other); null when it did not run or failed (macOS's /usr/bin/java stub without a JDK exits 1)
 */

/** The Cloud SDK's emulator runs on Java 17; firebase-tools (14 and later) refuses Java before 21 for its own. */
const SDK_JAVA = 17;
const FIREBASE_JAVA = 21;
const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** The name firebase-tools gives the jar it downloads (cloud-firestore-emulator-v1.22.0.jar). */
const FIREBASE_JAR = /^cloud-firestore-emulator-v?\d+(\.\d+)*\.jar$/;
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The Java major version `java -version` reports ("17.0.15" -> 17, "1.8.0_392" -> 8), null when none is. */
export function javaMajor(output) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(output ?? '');
  if (!m) return null;
  return m[1] === '1' && m[2] ? Number(m[2]) : Number(m[1]);
}

/** The file `name` in the first PATH entry holding it. */
export function onPath(name, facts) {
  return facts.path.map((dir) => join(dir, name)).find((file) => facts.exists(file)) ?? null;
}

/** Homebrew's prefixes to look in: `brew --prefix`, else both of its defaults (Apple silicon, Intel). */
function brewPrefixes(facts) {
  if (facts.platform !== 'darwin') return [];
  return [...new Set([facts.env.HOMEBREW_PREFIX, facts.brewPrefix, '/opt/homebrew', '/usr/local'].filter(Boolean))];
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The Java binaries to try, in order: $JAVA, $JAVA_HOME/bin/java, java on PATH, and on macOS Homebrew's openjdk kegs
 * (`brew install openjdk@21` does not link them onto PATH, and macOS's own /usr/bin/java is a stub without a JDK).
 */
export function javaCandidates(facts) {
  return unique([
    facts.env.JAVA,
    facts.env.JAVA_HOME && join(facts.env.JAVA_HOME, 'bin/java'),
    ...facts.path.map((dir) => join(dir, 'java')),
    ...brewPrefixes(facts).flatMap((p) =>
      ['openjdk', 'openjdk@21', 'openjdk@17'].map((keg) => join(p, 'opt', keg, 'bin/java')),
    ),
  ]);
}

/** The Cloud SDK installs to look in: $CLOUDSDK_ROOT_DIR, the one gcloud on PATH belongs to, the usual places. */
function sdkRoots(facts) {
  const gcloud = onPath('gcloud', facts);
  return unique([
    facts.env.CLOUDSDK_ROOT_DIR,
    // <sdk>/bin/gcloud; Homebrew's /opt/homebrew/bin/gcloud is a link into its Caskroom
    gcloud && dirname(dirname(facts.realpath(gcloud))),
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(facts.home, 'google-cloud-sdk'),
    ...brewPrefixes(facts).flatMap((p) => [
      join(p, 'share/google-cloud-sdk'),
      join(p, 'Caskroom/google-cloud-sdk/latest/google-cloud-sdk'),
    ]),
  ]);
}

/** firebase-tools' download cache (FIREBASE_EMULATORS_PATH moves it, as it does for firebase-tools). */
function firebaseCacheDir(facts) {
  return facts.env.FIREBASE_EMULATORS_PATH || join(facts.home, '.cache/firebase/emulators');
}

/**
 * Where a Firestore emulator jar may be, in order of preference, each with the Java it needs and how it is started:
 * the Cloud SDK's (`-cp jar CloudFirestore start`) or firebase-tools' (`-jar jar`), newest version first.
 */
function firestoreJarCandidates(facts) {
  const list = [];
  const explicit = facts.env.FIRESTORE_EMULATOR_JAR;
  if (explicit) list.push(jarOf(explicit));
  for (const root of sdkRoots(facts)) list.push({ jar: join(root, SDK_JAR), minJava: SDK_JAVA, form: 'sdk' });
  const cache = firebaseCacheDir(facts);
  const cached = facts.listDir(cache).filter((name) => FIREBASE_JAR.test(name));
  cached.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  for (const name of cached) list.push({ jar: join(cache, name), minJava: FIREBASE_JAVA, form: 'firebase' });
  return list;
}

function jarOf(jar) {
  return FIREBASE_JAR.test(basename(jar))
    ? { jar, minJava: FIREBASE_JAVA, form: 'firebase' }
    : { jar, minJava: SDK_JAVA, form: 'sdk' };
}

/**
 * What to run for the Cloud Firestore emulator:
 * - `{ kind: 'jar', java, jar, form }`: a jar found here, on the first Java new enough for it;
 * - `{ kind: 'download', java, ifFails }`: no jar, but Java 21 or later: firebase-tools downloads its own jar (once,
 *   into its cache, where the next plan finds it); `ifFails` says what to install should that fail (no internet);
 * - `{ kind: 'missing', message }`: what is lacking and what to install, for this platform.
 */
export function planFirestore(facts) {
  const javas = javaCandidates(facts)
    .filter((path) => path in facts.javaVersions)
    .map((path) => ({ path, major: javaMajor(facts.javaVersions[path]) }));
  const javaFor = (min) => javas.find((j) => j.major !== null && j.major >= min);
  const explicit = facts.env.FIRESTORE_EMULATOR_JAR;
  if (explicit && !facts.exists(explicit)) {
    return { kind: 'missing', message: `FIRESTORE_EMULATOR_JAR is ${explicit}, which does not exist.` };
  }
  const jars = firestoreJarCandidates(facts).filter((c) => facts.exists(c.jar));
  for (const c of jars) {
    const java = javaFor(c.minJava);
    if (java) return { kind: 'jar', java: java.path, jar: c.jar, form: c.form };
  }
  const java21 = javaFor(FIREBASE_JAVA);
  const message = missingMessage(facts, javas, jars);
  if (java21) return { kind: 'download', java: java21.path, ifFails: message };
  return { kind: 'missing', message };
}

/** What was found, what was not, and the commands that install what is lacking on this platform. */
function missingMessage(facts, javas, jars) {
  const found = javas.filter((j) => j.major !== null);
  const best = Math.max(0, ...found.map((j) => j.major));
  const where = facts.platform === 'darwin' ? ", Homebrew's openjdk" : '';
  const lines = ['The Cloud Firestore emulator cannot run on this machine.'];
  if (found.length) lines.push(`  Java: ${found.map((j) => `${j.major} at ${j.path}`).join(', ')}`);
  else if (javas.length) lines.push(`  Java: ${javas.map((j) => j.path).join(', ')} did not run (\`java -version\`)`);
  else lines.push(`  Java: none found (looked at $JAVA, $JAVA_HOME, PATH${where})`);
  lines.push(
    jars.length
      ? `  Emulator: ${jars.map((c) => `${c.jar} (needs Java ${c.minJava} or later)`).join(', ')}`
      : "  Emulator: none found (FIRESTORE_EMULATOR_JAR, a Cloud SDK install, firebase-tools' cache)",
  );
  // a jar is here and only its Java is lacking
  const needs = Math.min(...jars.map((c) => c.minJava));
  const javaOnly = jars.length > 0 && best < needs;
  lines.push('Install:');
  if (facts.platform === 'darwin') {
    // Homebrew's openjdk@21 is keg-only: the launcher finds it without `brew link`
    if (javaOnly) lines.push('  brew install openjdk@21');
    else
      lines.push(
        '  brew install openjdk@21   (then `npm start` has firebase-tools download the emulator: needs internet)',
        '  or, with no download: brew install openjdk@21 && brew install --cask google-cloud-sdk && ' +
          'gcloud components install cloud-firestore-emulator',
      );
  } else if (facts.platform === 'linux') {
    if (javaOnly) lines.push(`  Debian/Ubuntu: apt-get install openjdk-${needs}-jre-headless`);
    else
      lines.push(
        '  Debian/Ubuntu: apt-get install openjdk-17-jre-headless google-cloud-cli-firestore-emulator',
        '    (the second from the Google Cloud CLI apt repository: https://cloud.google.com/sdk/docs/install#deb)',
        '  or Java 21 or later (apt-get install openjdk-21-jre-headless) with internet: firebase-tools downloads ' +
          'the emulator',
      );
  } else {
    lines.push(
      '  Java 21 or later (https://adoptium.net) with internet: firebase-tools downloads the emulator;',
      '  or Java 17 or later and the Cloud SDK: gcloud components install cloud-firestore-emulator',
    );
  }
  lines.push('Or point FIRESTORE_EMULATOR_JAR at a Firestore emulator jar and JAVA at a Java binary.');
  return lines.join('\n');
}

/**
 * The emulator's JVM on the quick compiler only and one garbage-collector thread: its own JIT threads (C2) and parallel
 * GC took half its CPU on this 2-core machine, where the tests, Chromium and the JVM share the cores. Measured on the
 * rules tests' three largest files: the JVM's CPU 67 s -> 36 s, the same wall time.
 */
const EMULATOR_JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The command that runs a 'jar' plan's emulator on host:port with the rules file. */
export function firestoreCommand(plan, { host, port, rules, heap, functionsEmulator }) {
  const start = plan.form === 'firebase' ? ['-jar', plan.jar] : ['-cp', plan.jar, FIRESTORE_MAIN, 'start'];
  return {
    cmd: plan.java,
    args: [
      '-Duser.language=en',
      `-Xmx${heap}`,
      ...EMULATOR_JVM_FLAGS,
      ...start,
      '--host',
      host,
      '--port',
      String(port),
      '--rules',
      rules,
      // where the emulator calls the triggers registered with it (the functions host, scripts/functions-host.mjs)
      ...(functionsEmulator ? ['--functions_emulator', functionsEmulator] : []),
    ],
  };
}
