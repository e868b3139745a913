import type { BuildInfo } from './build-env.mjs';

export function readBuildInfo(dist: string): BuildInfo | null;
export function deployProblems(opts: {
  dist: string;
  config: { hosting?: import('./hosting-headers.mjs').HostingConfig };
  configName: string;
  projectId: string;
}): string[];
