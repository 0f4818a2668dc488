CREATE TABLE "audit_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"request_id" text,
	"path" text,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"workspace_id" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "audit_retention_days" integer;--> statement-breakpoint
CREATE INDEX "audit_records_record_idx" ON "audit_records" USING btree ("tenant_id","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_records_tenant_idx" ON "audit_records" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "audit_records_workspace_idx" ON "audit_records" USING btree ("tenant_id","workspace_id","id");
--> statement-breakpoint
-- The application runs as sdm_app (the pool sets the role on every connection, src/server/db/client.ts): it may
-- read and write every table but may only read the audit trail — no UPDATE, DELETE or TRUNCATE, which a trigger
-- could not refuse. Roles belong to the whole cluster, so they are made once and other databases' migrations
-- (tests make many at once) find them there.
DO $$ BEGIN
  CREATE ROLE sdm_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  CREATE ROLE sdm_audit_pruner NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The migrating role (a superuser belongs to every role already) must be able to SET ROLE to both.
DO $$ BEGIN
  IF NOT pg_has_role(current_user, 'sdm_app', 'MEMBER') THEN EXECUTE format('GRANT sdm_app TO %I', current_user); END IF;
  IF NOT pg_has_role(current_user, 'sdm_audit_pruner', 'MEMBER') THEN EXECUTE format('GRANT sdm_audit_pruner TO %I', current_user); END IF;
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sdm_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO sdm_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sdm_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO sdm_app;
--> statement-breakpoint
REVOKE ALL ON audit_records FROM sdm_app;
--> statement-breakpoint
GRANT SELECT ON audit_records TO sdm_app;
--> statement-breakpoint
-- Marks the statement's transaction with who writes (a JSON object: t tenant, k actor kind, i actor id, n actor
-- name, r request id, p path, a action): the hot item statements carry it themselves instead of a round trip.
CREATE OR REPLACE FUNCTION sdm_audit_as(context text) RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT context IS NULL OR set_config('sdm.audit', context, true) IS NOT NULL
$$;
--> statement-breakpoint
-- PL/pgSQL, not SQL: a SQL function's query is planned again at every call, PL/pgSQL keeps its plan for the session;
-- each side is read once against the other's keys (no full join), which halved the trigger's cost per row.
-- The changed fields between two row images: { field: [old, new] }, a document column's keys as "doc.<key>",
-- masked columns' values (and any column named like a hash, secret, password, TOTP or recovery code, so a secret
-- column added later is masked too) as "[secret]". A field absent and a field null are the same.
CREATE OR REPLACE FUNCTION audit_diff(before jsonb, after jsonb, masked text[]) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  expand boolean := jsonb_typeof(coalesce(before -> 'doc', '{}')) = 'object' AND jsonb_typeof(coalesce(after -> 'doc', '{}')) = 'object';
  b jsonb := coalesce(before, '{}');
  a jsonb := coalesce(after, '{}');
  bd jsonb := '{}';
  ad jsonb := '{}';
BEGIN
  IF expand THEN
    bd := coalesce(b -> 'doc', '{}');
    ad := coalesce(a -> 'doc', '{}');
    b := b - 'doc';
    a := a - 'doc';
  END IF;
  RETURN (
    SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY (masked) OR k ~ '(^|_)(hash|secret|password|totp|recovery)(_|$)'
        THEN jsonb_build_array(CASE WHEN o IS NULL OR o = 'null' THEN NULL ELSE '[secret]' END, CASE WHEN n IS NULL OR n = 'null' THEN NULL ELSE '[secret]' END)
        ELSE jsonb_build_array(o, n) END), '{}')
    FROM (
      SELECT key AS k, b -> key AS o, value AS n FROM jsonb_each(a) WHERE coalesce(b -> key, 'null') IS DISTINCT FROM value
      UNION ALL
      SELECT key, value, NULL FROM jsonb_each(b) WHERE NOT a ? key AND value <> 'null'
      UNION ALL
      SELECT 'doc.' || key, bd -> key, value FROM jsonb_each(ad) WHERE coalesce(bd -> key, 'null') IS DISTINCT FROM value
      UNION ALL
      SELECT 'doc.' || key, value, NULL FROM jsonb_each(bd) WHERE NOT ad ? key AND value <> 'null'
    ) d
  );
END $$;
--> statement-breakpoint
-- The one writer of the trail, after every row written to an audited table (attached below; the test
-- src/server/audit/coverage.test.ts holds every table to be audited or exempt with a reason). Arguments: the
-- kind ("@kind": the row's kind column), the id columns (joined by "/"), the workspace column, the masked
-- columns, the columns left out of the diff, and actions other than create/update/delete ("INSERT=grant,...").
-- SECURITY DEFINER: it inserts as the table's owner, so the application's role needs no INSERT on the trail.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  raw text := current_setting('sdm.audit', true);
  ctx jsonb;
  full_row jsonb;
  before jsonb;
  after jsonb;
  dropped text[] := string_to_array(TG_ARGV[4], ',');
  changes jsonb;
  rid text;
  verb text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END;
  mapped text;
BEGIN
  IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW); END IF;
  full_row := coalesce(after, before);
  changes := audit_diff(before - dropped, after - dropped, string_to_array(TG_ARGV[3], ','));
  IF changes = '{}' THEN
    RETURN NULL;
  END IF;
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  SELECT string_agg(full_row ->> c, '/') INTO rid FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c;
  SELECT split_part(m, '=', 2) INTO mapped FROM unnest(string_to_array(TG_ARGV[5], ',')) AS m WHERE split_part(m, '=', 1) = TG_OP;
  INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, workspace_id, action, changes)
  VALUES (
    coalesce(full_row ->> 'tenant_id', CASE WHEN TG_TABLE_NAME = 'tenants' THEN full_row ->> 'id' END, ctx ->> 't'),
    coalesce(ctx ->> 'k', 'database'),
    ctx ->> 'i',
    coalesce(ctx ->> 'n', session_user::text),
    ctx ->> 'r',
    ctx ->> 'p',
    CASE WHEN TG_ARGV[0] = '@kind' THEN full_row ->> 'kind' ELSE TG_ARGV[0] END,
    rid,
    CASE WHEN TG_ARGV[2] <> '' THEN full_row ->> TG_ARGV[2] END,
    coalesce(ctx ->> 'a', mapped, verb),
    changes
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The one way records leave the trail: a tenant's records older than its retention setting, removed by the role
-- sdm_audit_pruner (not the application's: `npm run tenant -- audit-prune`), leaving a record of what it removed.
CREATE OR REPLACE FUNCTION audit_prune(tenant text) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  days integer;
  cutoff timestamptz;
  removed integer;
  raw text := current_setting('sdm.audit', true);
  ctx jsonb;
BEGIN
  SELECT audit_retention_days INTO days FROM public.tenants WHERE id = tenant;
  IF days IS NULL THEN
    RETURN 0;
  END IF;
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  cutoff := now() - make_interval(days => days);
  DELETE FROM public.audit_records WHERE tenant_id = tenant AND at < cutoff;
  GET DIAGNOSTICS removed = ROW_COUNT;
  INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, action, changes)
  VALUES (tenant, coalesce(ctx ->> 'k', 'database'), ctx ->> 'i', coalesce(ctx ->> 'n', session_user::text), ctx ->> 'r', coalesce(ctx ->> 'p', 'audit-prune'),
    'audit-trail', tenant, 'prune',
    jsonb_build_object('removed', jsonb_build_array(NULL, removed), 'before', jsonb_build_array(NULL, cutoff), 'retentionDays', jsonb_build_array(NULL, days)));
  RETURN removed;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION audit_prune(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION audit_prune(text) TO sdm_audit_pruner;
--> statement-breakpoint
CREATE TRIGGER tenants_audit AFTER INSERT OR UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION audit_row('tenant', 'id', '', '', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER projects_audit AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION audit_row('project', 'id', '', '', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER aggregates_audit AFTER INSERT OR UPDATE OR DELETE ON aggregates FOR EACH ROW EXECUTE FUNCTION audit_row('workspace', 'id', 'id', '', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER media_items_audit AFTER INSERT OR UPDATE OR DELETE ON media_items FOR EACH ROW EXECUTE FUNCTION audit_row('@kind', 'id', 'aggregate_id', '', 'created_on,updated_on,version,last_close,last_start', '');
--> statement-breakpoint
CREATE TRIGGER relations_audit AFTER INSERT OR UPDATE OR DELETE ON relations FOR EACH ROW EXECUTE FUNCTION audit_row('relation', 'uid', 'aggregate_id', '', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'id', '', 'password_hash', 'created_on,updated_on,token_version', '');
--> statement-breakpoint
CREATE TRIGGER groups_audit AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW EXECUTE FUNCTION audit_row('group', 'name', '', '', 'created_on', '');
--> statement-breakpoint
CREATE TRIGGER group_members_audit AFTER INSERT OR UPDATE OR DELETE ON group_members FOR EACH ROW EXECUTE FUNCTION audit_row('group-member', 'group_name,user_id', '', '', 'created_on', 'INSERT=grant,DELETE=revoke');
--> statement-breakpoint
CREATE TRIGGER api_clients_audit AFTER INSERT OR UPDATE OR DELETE ON api_clients FOR EACH ROW EXECUTE FUNCTION audit_row('api-client', 'client_id', '', 'client_secret,api_key', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER ti_configs_audit AFTER INSERT OR UPDATE OR DELETE ON ti_configs FOR EACH ROW EXECUTE FUNCTION audit_row('ti-config', 'id', 'aggregate_id', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
CREATE TRIGGER ti_details_audit AFTER INSERT OR UPDATE OR DELETE ON ti_details FOR EACH ROW EXECUTE FUNCTION audit_row('ti-detail', 'id', 'aggregate_id', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
CREATE TRIGGER instrument_batches_audit AFTER INSERT OR UPDATE OR DELETE ON instrument_batches FOR EACH ROW EXECUTE FUNCTION audit_row('instrument-batch', 'uid', '', '', 'created_on,updated_on,lease_until,generated_count', '');
--> statement-breakpoint
CREATE TRIGGER wallets_audit AFTER INSERT OR UPDATE OR DELETE ON wallets FOR EACH ROW EXECUTE FUNCTION audit_row('wallet', 'id', 'aggregate_id', '', 'created_on,updated_on,balance,entries', '');
--> statement-breakpoint
CREATE TRIGGER learning_records_audit AFTER INSERT OR UPDATE OR DELETE ON learning_records FOR EACH ROW EXECUTE FUNCTION audit_row('@kind', 'id', 'aggregate_id', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
CREATE TRIGGER learning_links_audit AFTER INSERT OR UPDATE OR DELETE ON learning_links FOR EACH ROW EXECUTE FUNCTION audit_row('learning-link', 'member_id', '', '', 'created_on', '');
--> statement-breakpoint
CREATE TRIGGER learning_questions_audit AFTER INSERT OR UPDATE OR DELETE ON learning_questions FOR EACH ROW EXECUTE FUNCTION audit_row('learning-question', 'id', '', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
CREATE TRIGGER creative_parts_audit AFTER INSERT OR UPDATE OR DELETE ON creative_parts FOR EACH ROW EXECUTE FUNCTION audit_row('creative-part', 'creative_id,sub_id', '', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
-- Bulk rows (a route's fare matrix: 20,000 rows in one upload) are recorded once per statement and owner: how
-- many rows it added, changed or removed. Arguments: the kind and the owner's id columns (joined by "/").
CREATE OR REPLACE FUNCTION audit_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  raw text := current_setting('sdm.audit', true);
  ctx jsonb;
  owner_expr text;
BEGIN
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  SELECT string_agg(format('r.%I', c), ' || ''/'' || ') INTO owner_expr FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c;
  EXECUTE format(
    'INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, action, changes)
     SELECT r.tenant_id, coalesce($1 ->> ''k'', ''database''), $1 ->> ''i'', coalesce($1 ->> ''n'', session_user::text), $1 ->> ''r'', $1 ->> ''p'', %L, %s,
       coalesce($1 ->> ''a'', %L), jsonb_build_object(''rows'', jsonb_build_array(%s, %s))
     FROM %I r GROUP BY r.tenant_id, %s',
    TG_ARGV[0], owner_expr, CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'NULL' ELSE 'count(*)' END, CASE WHEN TG_OP = 'DELETE' THEN 'NULL' ELSE 'count(*)' END,
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, owner_expr)
  USING ctx;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_insert AFTER INSERT ON mobility_fares REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id');
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_update AFTER UPDATE ON mobility_fares REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id');
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_delete AFTER DELETE ON mobility_fares REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id');
--> statement-breakpoint
CREATE TRIGGER profiles_audit AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION audit_row('profile', 'id', '', '', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER signage_media_audit AFTER INSERT OR UPDATE OR DELETE ON signage_media FOR EACH ROW EXECUTE FUNCTION audit_row('signage-media', 'id', 'aggregate_id', 'file_token', 'created_on,updated_on', '');
--> statement-breakpoint
CREATE TRIGGER signage_playlists_audit AFTER INSERT OR UPDATE OR DELETE ON signage_playlists FOR EACH ROW EXECUTE FUNCTION audit_row('playlist', 'id', 'aggregate_id', '', 'created_on,updated_on,version', '');
--> statement-breakpoint
-- A display's heartbeat (last seen, player version, what plays) is the player's stream, not an edit: updates of
-- only those columns do not even call the trigger.
CREATE TRIGGER signage_displays_audit AFTER INSERT OR DELETE ON signage_displays FOR EACH ROW EXECUTE FUNCTION audit_row('display', 'id', 'aggregate_id', 'gen_token,credential_hash', 'created_on,updated_on,last_seen_at,player_version,playing_media_id,playing_since', '');
--> statement-breakpoint
CREATE TRIGGER signage_displays_audit_update AFTER UPDATE OF tenant_id, id, aggregate_id, project_id, gen_token, name, description, orientation, asset_id, playlist_id, profile_id, credential_hash ON signage_displays FOR EACH ROW EXECUTE FUNCTION audit_row('display', 'id', 'aggregate_id', 'gen_token,credential_hash', 'created_on,updated_on,last_seen_at,player_version,playing_media_id,playing_since', '');
--> statement-breakpoint
CREATE TRIGGER signage_overrides_audit AFTER INSERT OR UPDATE OR DELETE ON signage_overrides FOR EACH ROW EXECUTE FUNCTION audit_row('signage-override', 'aggregate_id', 'aggregate_id', '', 'updated_on,version', '');
--> statement-breakpoint
CREATE TRIGGER device_secrets_audit AFTER INSERT OR UPDATE OR DELETE ON device_secrets FOR EACH ROW EXECUTE FUNCTION audit_row('device-secret', 'device_id', '', 'secret_hash', 'updated_on', '');
--> statement-breakpoint
CREATE TRIGGER item_types_audit AFTER INSERT OR UPDATE OR DELETE ON item_types FOR EACH ROW EXECUTE FUNCTION audit_row('item-type', 'id', '', '', 'updated_on', '');
--> statement-breakpoint
CREATE TRIGGER share_links_audit AFTER INSERT OR UPDATE OR DELETE ON share_links FOR EACH ROW EXECUTE FUNCTION audit_row('share-link', 'id', 'aggregate_id', 'token_hash', 'created_on', 'INSERT=create,DELETE=delete');
--> statement-breakpoint
CREATE TRIGGER report_schedules_audit AFTER INSERT OR UPDATE OR DELETE ON report_schedules FOR EACH ROW EXECUTE FUNCTION audit_row('report-schedule', 'id', 'aggregate_id', '', 'created_on,updated_on,next_run_at,lease_until,last_run_at,last_error', '');
--> statement-breakpoint
CREATE TRIGGER images_audit AFTER INSERT OR UPDATE OR DELETE ON images FOR EACH ROW EXECUTE FUNCTION audit_row('image', 'owner_type,owner_id,purpose', '', '', 'updated_on', '');
--> statement-breakpoint
-- A reward taken for a wallet spends its points for an instrument: recorded as a redemption.
CREATE TRIGGER loyalty_takes_audit AFTER INSERT OR UPDATE OR DELETE ON loyalty_takes FOR EACH ROW EXECUTE FUNCTION audit_row('loyalty-take', 'id', '', '', 'created_on', 'INSERT=redeem');
--> statement-breakpoint
-- A user's second factor: enrolled, confirmed, removed (its secret masked; the replay guard's step, written at every
-- sign-in, left out).
CREATE TRIGGER user_totp_audit AFTER INSERT OR UPDATE OR DELETE ON user_totp FOR EACH ROW EXECUTE FUNCTION audit_row('user-totp', 'user_id', '', 'secret', 'created_on,last_step', '');
