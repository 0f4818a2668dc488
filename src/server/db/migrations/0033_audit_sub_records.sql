ALTER TABLE "audit_records" ADD COLUMN "root_id" text;--> statement-breakpoint
CREATE INDEX "audit_records_root_idx" ON "audit_records" USING btree ("tenant_id",coalesce("root_id", "record_id"),"id");--> statement-breakpoint
-- A creative's sub-records (its cards, a route card's fare matrix) are recorded under "creativeId/subId": root_id names
-- the creative, so its history (one range of audit_records_root_idx) lists them with its own records, and they take
-- the creative's workspace, so the workspace's trail and its readers see them too. Records made before this get both.
UPDATE audit_records a SET
  root_id = split_part(a.record_id, '/', 1),
  workspace_id = coalesce(a.workspace_id, (SELECT m.aggregate_id FROM media_items m WHERE m.tenant_id = a.tenant_id AND m.id = split_part(a.record_id, '/', 1)))
WHERE a.kind IN ('creative-part', 'fare-matrix');
--> statement-breakpoint
-- audit_rows as in migration 0032, with a third argument: the owner's root column.
CREATE OR REPLACE FUNCTION audit_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  raw text := current_setting('sdm.audit', true);
  ctx jsonb;
  owner_expr text;
  root_expr text := 'NULL::text';
  workspace_expr text := 'NULL::text';
  group_expr text;
BEGIN
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  SELECT string_agg(format('r.%I', c), ' || ''/'' || ') INTO owner_expr FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c;
  group_expr := owner_expr;
  IF TG_NARGS > 2 THEN
    root_expr := format('r.%I', TG_ARGV[2]);
    workspace_expr := format('(SELECT i.aggregate_id FROM public.media_items i WHERE i.tenant_id = r.tenant_id AND i.id = r.%I)', TG_ARGV[2]);
    group_expr := owner_expr || ', ' || root_expr;
  END IF;
  EXECUTE format(
    'INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, root_id, workspace_id, action, changes)
     SELECT r.tenant_id, coalesce($1 ->> ''k'', ''database''), $1 ->> ''i'', coalesce($1 ->> ''n'', session_user::text), $1 ->> ''r'', $1 ->> ''p'', %L, %s, %s, %s,
       coalesce($1 ->> ''a'', %L), jsonb_build_object(''rows'', jsonb_build_array(%s, %s))
     FROM %I r GROUP BY r.tenant_id, %s',
    TG_ARGV[0], owner_expr, root_expr, workspace_expr, CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'NULL' ELSE 'count(*)' END, CASE WHEN TG_OP = 'DELETE' THEN 'NULL' ELSE 'count(*)' END,
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END, group_expr)
  USING ctx;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The cards' trigger gains a seventh argument, the column naming the item a card belongs to: the generated audit
-- functions of migration 0034 record it as the root, with the item's workspace when the row has none of its own.
DROP TRIGGER creative_parts_audit ON creative_parts;
--> statement-breakpoint
CREATE TRIGGER creative_parts_audit AFTER INSERT OR UPDATE OR DELETE ON creative_parts FOR EACH ROW EXECUTE FUNCTION audit_row('creative-part', 'creative_id,sub_id', '', '', 'created_on,updated_on,version', '', 'creative_id');
--> statement-breakpoint
DROP TRIGGER mobility_fares_audit_insert ON mobility_fares;
--> statement-breakpoint
DROP TRIGGER mobility_fares_audit_update ON mobility_fares;
--> statement-breakpoint
DROP TRIGGER mobility_fares_audit_delete ON mobility_fares;
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_insert AFTER INSERT ON mobility_fares REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id', 'creative_id');
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_update AFTER UPDATE ON mobility_fares REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id', 'creative_id');
--> statement-breakpoint
CREATE TRIGGER mobility_fares_audit_delete AFTER DELETE ON mobility_fares REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('fare-matrix', 'creative_id,route_id', 'creative_id');
