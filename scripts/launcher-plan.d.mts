/** What the emulator launcher decides from (see launcher-plan.mjs). */
export interface Facts {
  platform: string;
  env: Record<string, string | undefined>;
  home: string;
  path: string[];
  exists: (file: string) => boolean;
  listDir: (dir: string) => string[];
  realpath: (file: string) => string;
  brewPrefix: string | null;
  javaVersions: Record<string, string | null>;
}
export type JarForm = 'sdk' | 'firebase';
export type Plan =
  | { kind: 'jar'; java: string; jar: string; form: JarForm }
  | { kind: 'download'; java: string; ifFails: string }
  | { kind: 'missing'; message: string };

export function javaMajor(output: string | null | undefined): number | null;
export function onPath(name: string, facts: Facts): string | null;
export function javaCandidates(facts: Facts): string[];
export function planFirestore(facts: Facts): Plan;
export function firestoreCommand(
  plan: Extract<Plan, { kind: 'jar' }>,
  at: { host: string; port: number; rules: string; heap: string },
): { cmd: string; args: string[] };
