import type { BuildInfo } from './build-env.mjs';
import type { HostingConfig } from './hosting-headers.mjs';

export const HOSTING_PORT: number;
export const EMULATOR_ORIGINS: string[];
export function templateHosting(): HostingConfig;
export function servedBuildInfo(dist: string, services?: Partial<BuildInfo>): BuildInfo;
export function writeHostingConfig(opts: {
  port?: number;
  dist?: string;
  origins?: string[];
  services?: Partial<BuildInfo>;
}): string;
export function hostingCommand(configFile: string): string;
