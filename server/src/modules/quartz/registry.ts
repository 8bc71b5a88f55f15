/**
 * Job handlers by class name: a job row names its handler with the original's Java class name, and the
 * scheduler runs whatever this registry answers to it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";

export interface JobContext {
  db: Db;
  config: AppConfig;
  push: Pusher;
  log: FastifyBaseLogger;
  /** the job's parameter, as stored (null when blank) */
  parameter: string | null;
  /** the fire time the run belongs to */
  fireTime: Date;
  /** aborted when the run exceeds its time limit or the server stops */
  signal: AbortSignal;
}

/** A handler does its work and may answer a short report for the run history. */
export type JobHandler = (ctx: JobContext) => Promise<string | undefined>;

export interface JobDefinition {
  handler: JobHandler;
  /** longest a run may take before it is recorded as timed out (default DEFAULT_JOB_TIMEOUT_MS) */
  timeoutMs?: number;
}

export const DEFAULT_JOB_TIMEOUT_MS = 10 * 60_000;

const registry = new Map<string, JobDefinition>();

/** Adds or replaces the handler of a class name. */
export function registerJobHandler(className: string, definition: JobDefinition): void {
  registry.set(className, definition);
}

export function jobDefinition(className: string): JobDefinition | undefined {
  return registry.get(className.trim());
}

export function isKnownJobClass(className: string): boolean {
  return registry.has(className.trim());
}

export function knownJobClasses(): string[] {
  return [...registry.keys()].sort();
}
