import type { BuildInfo } from './build-env.mjs';

export type Header = { key: string; value: string };
export type HeaderRule = { source?: string; regex?: string; headers: Header[] };
export type HostingConfig = {
  public: string;
  ignore: string[];
  headers: HeaderRule[];
  predeploy?: string[];
  [key: string]: unknown;
};
export type FirebaseConfig = { hosting: HostingConfig; [key: string]: unknown };
type PolicyOptions = { connectOrigins?: string[] };

export const DEPLOY_CONFIG: 'firebase.deploy.json';
export function checkCommand(configName: string): string;
export function parseDsn(dsn: string | null): { origin: string; key: string; path: string; projectId: string } | null;
export function sentryReportUri(info: BuildInfo): string | null;
export function policyDirectives(info: BuildInfo, opts?: PolicyOptions): [string, string[]][];
export function contentSecurityPolicy(info: BuildInfo, opts?: PolicyOptions): string;
export function policyHeaders(info: BuildInfo, opts?: PolicyOptions): Header[];
export function hostingFor(template: HostingConfig, info: BuildInfo, opts?: PolicyOptions): HostingConfig;
export function deployConfig(template: FirebaseConfig, info: BuildInfo): FirebaseConfig;
export function headerOnEveryPath(hosting: HostingConfig, key: string): string | null;
