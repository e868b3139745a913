// The launcher's start sequence with faked processes: nothing starts without Java, and whatever did start stops when
// the rest cannot (the Auth emulator was left running when Java could not be spawned).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AUTH_PORT, FIRESTORE_PORT, LauncherError, startEmulators } from '../../scripts/emulators.mjs';
import { defined } from '../support/defined';
import { javaCandidates, type Facts } from '../../scripts/launcher-plan.mjs';

const JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const CACHE = '/home/dana/.cache/firebase/emulators';
const CACHED = `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`;

/** A process that runs until killed, or fails to spawn (ENOENT) or exits with `exitWith` on the next tick. */
class FakeChild extends EventEmitter {
  readonly pid = undefined;
  exitCode: number | null = null;
  signalCode: string | null = null;
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  readonly signals: string[] = [];
  /** answering on its port */
  ready = false;
  constructor(
    readonly cmd: string,
    readonly args: readonly string[],
    outcome: { enoent?: boolean; exitWith?: number } = {},
  ) {
    super();
    setTimeout(() => {
      if (outcome.enoent) this.emit('error', Object.assign(new Error(`spawn ${cmd} ENOENT`), { code: 'ENOENT' }));
      else if (outcome.exitWith !== undefined) {
        this.exitCode = outcome.exitWith;
        this.emit('exit', outcome.exitWith, null);
      } else this.ready = true;
    });
  }
  kill(sig: string) {
    this.signals.push(sig);
    this.signalCode = sig;
    this.emit('exit', null, sig);
    return true;
  }
}

/** A machine whose java binaries and files are these; its Java versions as probeSystem would read them. */
function machine(java: Record<string, string>, files: string[], cached: string[] = []): Facts {
  const all = new Set([...files, ...Object.keys(java)]);
  const facts: Facts = {
    platform: 'linux',
    env: {},
    home: '/home/dana',
    path: ['/usr/bin'],
    exists: (f) => all.has(f),
    listDir: (d) => (d === CACHE ? cached.map((f) => f.slice(CACHE.length + 1)) : []),
    realpath: (f) => f,
    brewPrefix: null,
    javaVersions: {},
  };
  for (const p of javaCandidates(facts)) if (all.has(p)) facts.javaVersions[p] = java[p] ?? null;
  return facts;
}

/** startEmulators on a faked machine; `outcome` says how each spawned command fares (by its file name). */
function launch(probe: () => Facts, outcome: (cmd: string) => { enoent?: boolean; exitWith?: number } = () => ({})) {
  const spawned: FakeChild[] = [];
  const spawn = (cmd: string, args: readonly string[], _options: SpawnOptions) => {
    const child = new FakeChild(cmd, args, outcome(cmd));
    spawned.push(child);
    return child as unknown as ChildProcess;
  };
  // nothing answers on the ports at first; both emulators do once both run
  const up = async () => {
    const emulators = spawned.filter((c) => c.args[0] !== 'setup:emulators:firestore');
    return emulators.length === 2 && emulators.every((c) => c.ready && !c.signalCode);
  };
  // the functions host (scripts/functions-host.mjs), as the launcher sees it: a port, then its triggers on
  const functions = { port: 4567, calls: [] as string[] };
  const startHost = async (opts: { host: string; firestorePort: number; authPort: number; projectId: string }) => {
    functions.calls.push(`start ${opts.host}:${opts.firestorePort} ${opts.authPort} ${opts.projectId}`);
    return {
      port: functions.port,
      variable: [`SHIFTCOVER_FUNCTIONS_HOST_${opts.firestorePort}`, `${opts.host}:${functions.port}`] as [
        string,
        string,
      ],
      setTriggers: async (on: boolean) => (functions.calls.push(`triggers ${on ? 'on' : 'off'}`), false),
      settled: async () => void functions.calls.push('settled'),
      backfill: async () => void functions.calls.push('backfill'),
      stop: async () => void functions.calls.push('stop'),
    };
  };
  return { spawned, functions, start: startEmulators({ deps: { spawn, up, probe, startHost } }) };
}

describe('startEmulators', () => {
  it('without Java: says what to install and starts nothing', async () => {
    const { spawned, start } = launch(() => machine({}, [JAR]));
    await expect(start).rejects.toThrow(LauncherError);
    await expect(start).rejects.toThrow(/Java: none found[\s\S]*apt-get install openjdk-17-jre-headless/);
    expect(spawned).toEqual([]);
  });

  it('a Java binary that cannot be spawned: reports it and stops the Auth emulator it had started', async () => {
    const { spawned, start } = launch(
      () => machine({ '/usr/bin/java': 'openjdk version "17.0.15"' }, [JAR]),
      (cmd) => ({ enoent: cmd === '/usr/bin/java' }),
    );
    await expect(start).rejects.toThrow('Firestore emulator could not start: spawn /usr/bin/java ENOENT');
    const firestore = defined(spawned[0], 'the Firestore emulator');
    const auth = defined(spawned[1], 'the Auth emulator');
    expect(firestore.cmd).toBe('/usr/bin/java');
    expect(auth.cmd).toMatch(/node_modules\/\.bin\/firebase$/);
    expect(auth.args.slice(0, 3)).toEqual(['emulators:start', '--only', 'auth']);
    expect(auth.signals).toEqual(['SIGTERM']);
  });

  it('an emulator that exits at once: the other one is stopped too', async () => {
    const { spawned, start } = launch(
      () => machine({ '/usr/bin/java': 'openjdk version "17.0.15"' }, [JAR]),
      (cmd) => (cmd.endsWith('firebase') ? { exitWith: 1 } : {}),
    );
    await expect(start).rejects.toThrow('Auth emulator exited early with code 1');
    expect(spawned[0]?.signals).toEqual(['SIGTERM']);
  });

  it('Java 21 and no jar: firebase-tools downloads its own, which runs on that Java; stop() stops both', async () => {
    let downloaded = false;
    const java = { '/usr/bin/java': 'openjdk version "21.0.5"' };
    const { spawned, functions, start } = launch(
      () => (downloaded ? machine(java, [CACHED], [CACHED]) : machine(java, [])),
      (cmd) => (cmd.endsWith('firebase') && !downloaded ? ((downloaded = true), { exitWith: 0 }) : {}),
    );
    const emu = await start;
    const setup = defined(spawned[0], 'the download');
    const firestore = defined(spawned[1], 'the Firestore emulator');
    const auth = defined(spawned[2], 'the Auth emulator');
    expect(setup.args).toEqual(['setup:emulators:firestore']);
    expect(firestore.cmd).toBe('/usr/bin/java');
    expect(firestore.args).toContain(CACHED);
    expect(firestore.args[firestore.args.indexOf(CACHED) - 1]).toBe('-jar');
    expect(auth.args[0]).toBe('emulators:start');
    // the Firestore emulator calls the functions host, its triggers on once it is up, and later processes find the
    // host in the environment
    expect(firestore.args.slice(firestore.args.indexOf('--functions_emulator'))).toEqual([
      '--functions_emulator',
      `127.0.0.1:${functions.port}`,
    ]);
    expect(functions.calls).toEqual([`start 127.0.0.1:${FIRESTORE_PORT} ${AUTH_PORT} demo-shiftcover`, 'triggers on']);
    expect(emu.env[`SHIFTCOVER_FUNCTIONS_HOST_${FIRESTORE_PORT}`]).toBe(`127.0.0.1:${functions.port}`);
    expect(process.env[`SHIFTCOVER_FUNCTIONS_HOST_${FIRESTORE_PORT}`]).toBe(`127.0.0.1:${functions.port}`);
    delete process.env[`SHIFTCOVER_FUNCTIONS_HOST_${FIRESTORE_PORT}`];
    await emu.functionsSettled();
    await emu.stop();
    expect([firestore.signals, auth.signals]).toEqual([['SIGTERM'], ['SIGTERM']]);
    expect(functions.calls.slice(2)).toEqual(['settled', 'stop']);
  });

  it('Java 21, no jar and no internet: says what to install instead and starts nothing else', async () => {
    const { spawned, start } = launch(
      () => machine({ '/usr/bin/java': 'openjdk version "21.0.5"' }, []),
      () => ({ exitWith: 2 }),
    );
    await expect(start).rejects.toThrow(
      /could not download the Cloud Firestore emulator \(exit code 2; it needs internet\)[\s\S]*google-cloud-cli-firestore-emulator/,
    );
    expect(spawned.map((c) => c.args[0])).toEqual(['setup:emulators:firestore']);
  });

  it('a port in use: says so and starts nothing', async () => {
    const spawned: unknown[] = [];
    const start = startEmulators({
      deps: {
        spawn: () => {
          spawned.push(1);
          throw new Error('not reached');
        },
        up: async () => true,
        probe: () => machine({ '/usr/bin/java': 'openjdk version "17.0.15"' }, [JAR]),
      },
    });
    await expect(start).rejects.toThrow(/is already in use/);
    expect(spawned).toEqual([]);
  });
});
