import type { ChildProcess } from "node:child_process";

export const root: string;
export const prefix: string;
export const password: string;
export function sleep(ms: number): Promise<void>;
export function parseArgs(argv?: readonly string[]): Record<string, string>;
export function startServer(env: Record<string, string>, port: number): ChildProcess;
export function startListening(
  env: Record<string, string>,
  nodeArgs?: readonly string[],
): Promise<{ child: ChildProcess; base: string }>;
export function waitReady(base: string, child: ChildProcess): Promise<void>;
export function stopServer(child: ChildProcess): Promise<void>;
export function login(base: string, username?: string, pass?: string): Promise<string>;
export function percentile(sorted: readonly number[], p: number): number;
