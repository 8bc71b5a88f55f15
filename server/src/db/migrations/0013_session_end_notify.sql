-- A deleted session (logout, forced logout, frozen user or tenant, password change) is announced on the
-- channel `realtime` once its transaction commits, so every server instance closes that session's sockets
-- at once. Payload: {"kind":"end","sessionIds":[...]}, at most 100 ids each, well under NOTIFY's 8000 bytes.
CREATE FUNCTION sys_user_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  FOR payload IN
    SELECT json_build_object('kind', 'end', 'sessionIds', json_agg(id))::text
    FROM (SELECT id, (row_number() OVER () - 1) / 100 AS chunk FROM ended) numbered
    GROUP BY chunk
  LOOP
    PERFORM pg_notify('realtime', payload);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER sys_user_session_ended AFTER DELETE ON sys_user_session
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION sys_user_session_ended();
