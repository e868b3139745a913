// The launcher's decisions on faked machines: which Java and which Firestore emulator, or what to install.
import { describe, expect, it } from 'vitest';
import {
  firestoreCommand,
  javaCandidates,
  javaMajor,
  planFirestore,
  type Facts,
  type Plan,
} from '../../scripts/launcher-plan.mjs';

const JDK8 = 'java version "1.8.0_392"\nJava(TM) SE Runtime Environment (build 1.8.0_392-b08)';
const JDK11 = 'openjdk version "11.0.22" 2024-01-16';
const JDK17 = 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)';
const JDK21 = 'openjdk version "21" 2023-09-19\nOpenJDK Runtime Environment Homebrew (build 21)';
const SDK = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const DEBIAN_JAR = `/usr/lib/google-cloud-sdk/${SDK}`;
const HOME = '/home/dana';
const CACHE = `${HOME}/.cache/firebase/emulators`;

interface Machine {
  platform?: string;
  env?: Record<string, string>;
  path?: string[];
  /** files that exist, besides the Java binaries */
  files?: string[];
  /** each Java binary that exists and its `java -version` output (null: it does not run) */
  java?: Record<string, string | null>;
  dirs?: Record<string, string[]>;
  links?: Record<string, string>;
  brewPrefix?: string | null;
}

/** The facts probeSystem would gather on such a machine: it runs `java -version` of each Java candidate there is. */
function machine(m: Machine): Facts {
  const java = m.java ?? {};
  const files = new Set([...(m.files ?? []), ...Object.keys(java)]);
  const facts: Facts = {
    platform: m.platform ?? 'linux',
    env: m.env ?? {},
    home: HOME,
    path: m.path ?? ['/usr/local/bin', '/usr/bin', '/bin'],
    exists: (file) => files.has(file),
    listDir: (dir) => m.dirs?.[dir] ?? [],
    realpath: (file) => m.links?.[file] ?? file,
    brewPrefix: m.brewPrefix ?? null,
    javaVersions: {},
  };
  for (const path of javaCandidates(facts)) if (files.has(path)) facts.javaVersions[path] = java[path] ?? null;
  return facts;
}

const jar = (java: string, file: string, form: 'sdk' | 'firebase' = 'sdk'): Plan => ({
  kind: 'jar',
  java,
  jar: file,
  form,
});

describe('javaMajor', () => {
  it.each([
    [JDK8, 8],
    [JDK11, 11],
    [JDK17, 17],
    [JDK21, 21],
    ['openjdk version "25.0.3" 2026-04-21 LTS', 25],
    ['The operation couldn’t be completed. Unable to locate a Java Runtime.', null],
    [null, null],
  ])('%j -> %j', (output, major) => {
    expect(javaMajor(output)).toBe(major);
  });
});

describe('planFirestore: the emulator to run', () => {
  it.each<[string, Machine, Plan]>([
    [
      "Debian: the Cloud SDK package's jar on Java 17 from PATH",
      { java: { '/usr/bin/java': JDK17 }, files: [DEBIAN_JAR] },
      jar('/usr/bin/java', DEBIAN_JAR),
    ],
    [
      'the first Java on PATH new enough: 11 is passed over for 17',
      {
        path: ['/opt/old/bin', '/usr/bin'],
        java: { '/opt/old/bin/java': JDK11, '/usr/bin/java': JDK17 },
        files: [DEBIAN_JAR],
      },
      jar('/usr/bin/java', DEBIAN_JAR),
    ],
    [
      '$JAVA before PATH',
      {
        env: { JAVA: '/opt/jdk/bin/java' },
        java: { '/opt/jdk/bin/java': JDK21, '/usr/bin/java': JDK17 },
        files: [DEBIAN_JAR],
      },
      jar('/opt/jdk/bin/java', DEBIAN_JAR),
    ],
    [
      '$JAVA_HOME before PATH',
      {
        env: { JAVA_HOME: '/opt/jdk' },
        java: { '/opt/jdk/bin/java': JDK17, '/usr/bin/java': JDK11 },
        files: [DEBIAN_JAR],
      },
      jar('/opt/jdk/bin/java', DEBIAN_JAR),
    ],
    [
      '$CLOUDSDK_ROOT_DIR before the usual places',
      {
        env: { CLOUDSDK_ROOT_DIR: '/srv/sdk' },
        java: { '/usr/bin/java': JDK17 },
        files: [DEBIAN_JAR, `/srv/sdk/${SDK}`],
      },
      jar('/usr/bin/java', `/srv/sdk/${SDK}`),
    ],
    [
      '$FIRESTORE_EMULATOR_JAR first, started as a Cloud SDK jar',
      {
        env: { FIRESTORE_EMULATOR_JAR: '/srv/firestore.jar' },
        java: { '/usr/bin/java': JDK17 },
        files: [DEBIAN_JAR, '/srv/firestore.jar'],
      },
      jar('/usr/bin/java', '/srv/firestore.jar'),
    ],
    [
      '$FIRESTORE_EMULATOR_JAR named as firebase-tools names its download: started with -jar, on Java 21',
      {
        env: { FIRESTORE_EMULATOR_JAR: '/srv/cloud-firestore-emulator-v1.22.0.jar' },
        java: { '/usr/bin/java': JDK21 },
        files: ['/srv/cloud-firestore-emulator-v1.22.0.jar'],
      },
      jar('/usr/bin/java', '/srv/cloud-firestore-emulator-v1.22.0.jar', 'firebase'),
    ],
    [
      'the SDK that gcloud on PATH belongs to (a link into it)',
      {
        path: ['/usr/local/bin', '/usr/bin'],
        java: { '/usr/bin/java': JDK17 },
        files: ['/usr/local/bin/gcloud', `/srv/google-cloud-sdk/${SDK}`],
        links: { '/usr/local/bin/gcloud': '/srv/google-cloud-sdk/bin/gcloud' },
      },
      jar('/usr/bin/java', `/srv/google-cloud-sdk/${SDK}`),
    ],
    [
      '~/google-cloud-sdk (the install script)',
      { java: { '/usr/bin/java': JDK17 }, files: [`${HOME}/google-cloud-sdk/${SDK}`] },
      jar('/usr/bin/java', `${HOME}/google-cloud-sdk/${SDK}`),
    ],
    [
      "macOS, Apple silicon: the cask's SDK and openjdk@21's keg (not on PATH; /usr/bin/java is the stub)",
      {
        platform: 'darwin',
        path: ['/opt/homebrew/bin', '/usr/bin'],
        brewPrefix: '/opt/homebrew',
        java: { '/usr/bin/java': null, '/opt/homebrew/opt/openjdk@21/bin/java': JDK21 },
        files: [`/opt/homebrew/share/google-cloud-sdk/${SDK}`],
      },
      jar('/opt/homebrew/opt/openjdk@21/bin/java', `/opt/homebrew/share/google-cloud-sdk/${SDK}`),
    ],
    [
      "macOS, Intel, brew not on PATH: the Caskroom's SDK, Java 17 on PATH",
      {
        platform: 'darwin',
        java: { '/usr/local/bin/java': JDK17 },
        files: [`/usr/local/Caskroom/google-cloud-sdk/latest/google-cloud-sdk/${SDK}`],
      },
      jar('/usr/local/bin/java', `/usr/local/Caskroom/google-cloud-sdk/latest/google-cloud-sdk/${SDK}`),
    ],
    [
      'macOS: $(brew --prefix)/share/google-cloud-sdk at a prefix of its own',
      {
        platform: 'darwin',
        brewPrefix: '/Users/dana/brew',
        java: { '/Users/dana/brew/opt/openjdk/bin/java': JDK21 },
        files: [`/Users/dana/brew/share/google-cloud-sdk/${SDK}`],
      },
      jar('/Users/dana/brew/opt/openjdk/bin/java', `/Users/dana/brew/share/google-cloud-sdk/${SDK}`),
    ],
    [
      'macOS: $HOMEBREW_PREFIX (brew shellenv) without running brew',
      {
        platform: 'darwin',
        env: { HOMEBREW_PREFIX: '/Users/dana/brew' },
        java: { '/Users/dana/brew/opt/openjdk@17/bin/java': JDK17 },
        files: [`/Users/dana/brew/Caskroom/google-cloud-sdk/latest/google-cloud-sdk/${SDK}`],
      },
      jar(
        '/Users/dana/brew/opt/openjdk@17/bin/java',
        `/Users/dana/brew/Caskroom/google-cloud-sdk/latest/google-cloud-sdk/${SDK}`,
      ),
    ],
    [
      "firebase-tools' cache, its newest version (1.22 after 1.9), on Java 21",
      {
        java: { '/usr/bin/java': JDK21 },
        dirs: {
          [CACHE]: ['cloud-firestore-emulator-v1.9.0.jar', 'cloud-firestore-emulator-v1.22.0.jar', 'ui-v1.15.0'],
        },
        files: [`${CACHE}/cloud-firestore-emulator-v1.9.0.jar`, `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`],
      },
      jar('/usr/bin/java', `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`, 'firebase'),
    ],
    [
      "$FIREBASE_EMULATORS_PATH moves firebase-tools' cache",
      {
        env: { FIREBASE_EMULATORS_PATH: '/ci/cache' },
        java: { '/usr/bin/java': JDK21 },
        dirs: { '/ci/cache': ['cloud-firestore-emulator-v1.22.0.jar'] },
        files: ['/ci/cache/cloud-firestore-emulator-v1.22.0.jar'],
      },
      jar('/usr/bin/java', '/ci/cache/cloud-firestore-emulator-v1.22.0.jar', 'firebase'),
    ],
    [
      "the Cloud SDK's jar on Java 17 rather than the cache's, which needs 21",
      {
        java: { '/usr/bin/java': JDK17 },
        dirs: { [CACHE]: ['cloud-firestore-emulator-v1.22.0.jar'] },
        files: [`${CACHE}/cloud-firestore-emulator-v1.22.0.jar`, DEBIAN_JAR],
      },
      jar('/usr/bin/java', DEBIAN_JAR),
    ],
  ])('%s', (_, m, plan) => {
    expect(planFirestore(machine(m))).toEqual(plan);
  });

  it('no jar but Java 21: firebase-tools downloads its own, on that Java', () => {
    const plan = planFirestore(
      machine({ java: { '/usr/bin/java': JDK17, '/opt/jdk21/bin/java': JDK21 }, path: ['/usr/bin', '/opt/jdk21/bin'] }),
    );
    expect(plan).toMatchObject({ kind: 'download', java: '/opt/jdk21/bin/java' });
    // should the download fail (no internet), what to install instead
    expect(plan.kind === 'download' && plan.ifFails).toContain('google-cloud-cli-firestore-emulator');
  });
});

describe('planFirestore: what to install', () => {
  const message = (m: Machine) => {
    const plan = planFirestore(machine(m));
    expect(plan.kind).toBe('missing');
    return plan.kind === 'missing' ? plan.message : '';
  };

  it.each<[string, Machine, string[], string[]]>([
    [
      'Debian, the jar but no Java: Java 17 only',
      { files: [DEBIAN_JAR] },
      [
        'Java: none found',
        `Emulator: ${DEBIAN_JAR} (needs Java 17 or later)`,
        'apt-get install openjdk-17-jre-headless',
      ],
      ['google-cloud-cli-firestore-emulator', 'brew'],
    ],
    [
      'Debian, the jar and Java 11: Java 17, naming the 11 found',
      { java: { '/usr/bin/java': JDK11 }, files: [DEBIAN_JAR] },
      ['Java: 11 at /usr/bin/java', 'apt-get install openjdk-17-jre-headless'],
      ['google-cloud-cli-firestore-emulator'],
    ],
    [
      'Java 8 ("1.8.0") is too old',
      { java: { '/usr/bin/java': JDK8 }, files: [DEBIAN_JAR] },
      ['Java: 8 at /usr/bin/java', 'apt-get install openjdk-17-jre-headless'],
      [],
    ],
    [
      "Debian, Java 17 and only firebase-tools' jar (needs 21): Java 21",
      {
        java: { '/usr/bin/java': JDK17 },
        dirs: { [CACHE]: ['cloud-firestore-emulator-v1.22.0.jar'] },
        files: [`${CACHE}/cloud-firestore-emulator-v1.22.0.jar`],
      },
      ['(needs Java 21 or later)', 'apt-get install openjdk-21-jre-headless'],
      [],
    ],
    [
      'Debian, Java 17 and no jar: the emulator package, or Java 21 and internet',
      { java: { '/usr/bin/java': JDK17 } },
      [
        'Java: 17 at /usr/bin/java',
        'Emulator: none found',
        'apt-get install openjdk-17-jre-headless google-cloud-cli-firestore-emulator',
        'https://cloud.google.com/sdk/docs/install#deb',
        'apt-get install openjdk-21-jre-headless',
      ],
      ['brew'],
    ],
    [
      "macOS with nothing but the /usr/bin/java stub: Homebrew's openjdk@21, or the SDK's emulator",
      { platform: 'darwin', path: ['/usr/bin', '/bin'], java: { '/usr/bin/java': null } },
      [
        'Java: /usr/bin/java did not run',
        'brew install openjdk@21',
        'brew install --cask google-cloud-sdk && gcloud components install cloud-firestore-emulator',
      ],
      ['apt-get'],
    ],
    [
      'macOS, the SDK jar but no Java: openjdk@21 only',
      { platform: 'darwin', files: [`/opt/homebrew/share/google-cloud-sdk/${SDK}`] },
      ["Java: none found (looked at $JAVA, $JAVA_HOME, PATH, Homebrew's openjdk)", 'brew install openjdk@21'],
      ['google-cloud-sdk &&', 'apt-get'],
    ],
    [
      'another system: Java 21 and internet, or Java 17 and the SDK',
      { platform: 'win32' },
      ['https://adoptium.net', 'gcloud components install cloud-firestore-emulator'],
      ['apt-get', 'brew'],
    ],
    [
      '$FIRESTORE_EMULATOR_JAR that does not exist is named',
      { env: { FIRESTORE_EMULATOR_JAR: '/srv/nope.jar' }, java: { '/usr/bin/java': JDK17 }, files: [DEBIAN_JAR] },
      ['FIRESTORE_EMULATOR_JAR is /srv/nope.jar, which does not exist.'],
      [],
    ],
  ])('%s', (_, m, says, saysNot) => {
    const text = message(m);
    for (const s of says) expect(text).toContain(s);
    for (const s of saysNot) expect(text).not.toContain(s);
  });
});

describe('firestoreCommand', () => {
  const at = { host: '127.0.0.1', port: 8580, rules: '/app/firestore.rules', heap: '1g' };
  it.each<[string, Plan & { kind: 'jar' }, string[]]>([
    [
      "the Cloud SDK's jar: its main class and `start`",
      jar('/usr/bin/java', DEBIAN_JAR) as Plan & { kind: 'jar' },
      ['-cp', DEBIAN_JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start'],
    ],
    [
      "firebase-tools' jar: -jar, as firebase-tools starts it",
      jar('/usr/bin/java', `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`, 'firebase') as Plan & { kind: 'jar' },
      ['-jar', `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`],
    ],
  ])('%s', (_, plan, start) => {
    expect(firestoreCommand(plan, at)).toEqual({
      cmd: '/usr/bin/java',
      args: [
        '-Duser.language=en',
        '-Xmx1g',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        ...start,
        '--host',
        '127.0.0.1',
        '--port',
        '8580',
        '--rules',
        at.rules,
      ],
    });
  });
});
