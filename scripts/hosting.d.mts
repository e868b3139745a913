export type HeaderRule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
export type HostingConfig = { public: string; ignore: string[]; headers: HeaderRule[]; [key: string]: unknown };

export const HOSTING_PORT: number;
export function productionHosting(): HostingConfig;
export function withConnectOrigins(csp: string, origins: string[]): string;
export function emulatorHosting(origins: string[]): HostingConfig;
export function writeHostingConfig(opts: { port?: number; dist?: string; origins?: string[] }): string;
export function hostingCommand(configFile: string): string;
export const EMULATOR_ORIGINS: string[];
