/**
 * A frame the announcement socket (`/websocket/{userId}`) sends: `topic` tells every signed-in user
 * that announcements for all changed, `user` tells the listed users that their messages changed.
 * Either makes the client reload its bell.
 */
export interface PushFrame {
  cmd: "topic" | "user";
  msgId?: string;
  msgTxt?: string;
}

/**
 * Server push to browsers. Delivery reaches sockets held by every server instance on the same
 * database; a call made inside a transaction is delivered only if that transaction commits.
 */
export interface Pusher {
  toAll(frame: PushFrame): Promise<void>;
  toUsers(userIds: readonly string[], frame: PushFrame): Promise<void>;
}
