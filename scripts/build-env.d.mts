export const EMULATOR_MODE: 'emulators';
export const REQUIRED_CONFIG: string[];
export function usesEmulators(command: 'build' | 'serve', mode: string): boolean;
export function missingConfig(env: Record<string, string | undefined>): string[];
export function missingConfigMessage(missing: string[], mode: string): string;
export function releaseName(pkg: { name: string; version: string }, commit: string | null): string;
export function currentRelease(): string;
