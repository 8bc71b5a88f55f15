import { useCan } from "@refinedev/core";

/** Whether the user holds a literal button code (hiding only; the server enforces it). */
export function useCode(resource: string, code: string): boolean {
  return useCan({ resource, action: code }).data?.can === true;
}
