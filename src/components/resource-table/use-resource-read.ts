import { type BaseRecord, type HttpError, keys, useCustom } from "@refinedev/core";
import { errorNotice } from "@/components/crud/notices";

/** A GET of an endpoint that is not a list (a permission tree, a role's grants). */
export interface ResourceRead {
  /**
   * The refine resource whose data the answer shows: the read is cached among the resource's lists, so a
   * change that reloads the resource's lists (refine's mutations, `useResourceAction`) reads it again too.
   */
  resource: string;
  /** The path under the API prefix. */
  url: string;
  query?: Readonly<Record<string, string>>;
}

export interface ReadState<T> {
  /** The envelope's `result`: of the last read that worked, also while a new read is pending or has failed. */
  result: T | undefined;
  /** Whether a read is under way. */
  fetching: boolean;
  /** No read is under way and one has answered: a cached answer is read again first. */
  settled: boolean;
  /** Why the last read failed (its message has been shown, unless `quiet`). */
  error: HttpError | null;
}

type Envelope = BaseRecord & { result?: unknown };

/**
 * A read through refine's `useCustom` (signed GET, the `Result` envelope unwrapped). A failed read shows the
 * error catalogue's or the envelope's message once and keeps the answer shown before; `quiet` leaves the
 * message to the screen. No read is made while `read` is null.
 */
export function useResourceRead<T>(read: ResourceRead | null, { quiet = false } = {}): ReadState<T> {
  const url = read?.url ?? "";
  const query = read?.query;
  const { query: state } = useCustom<Envelope, HttpError>({
    url,
    method: "get",
    config: { query },
    queryOptions: {
      enabled: read !== null,
      queryKey: keys().data().resource(read?.resource).action("list").params({ url, query }).get(),
    },
    errorNotification: quiet ? false : errorNotice,
  });
  const answered = state.isSuccess || state.isError;
  return {
    result: state.data?.data.result as T | undefined,
    fetching: state.isFetching,
    settled: answered && !state.isFetching,
    error: state.error,
  };
}
