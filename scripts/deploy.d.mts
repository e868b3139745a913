export const ALIASES: string[];
export const SENTRY_CLI: string;
export class DeployError extends Error {}
export function projectOf(firebaserc: { projects?: Record<string, string> }, alias: string | undefined): string;
export function sentryUpload(env: Record<string, string | undefined>): { org: string; project: string } | null;
type Step = { label: string; cmd: string; args: string[] };
export function remoteSteps(opts: {
  root: string;
  projectId: string;
  release: string;
  sentry: { org: string; project: string } | null;
}): { upload: Step[]; deploy: Step[] };
export function deploy(opts: {
  root: string;
  alias: string | undefined;
  dryRun?: boolean;
  env?: Record<string, string | undefined>;
  run?: (cmd: string, args: string[], env: Record<string, string | undefined>) => number;
  log?: (line: string) => void;
}): { ran: string[]; left: string[] };
