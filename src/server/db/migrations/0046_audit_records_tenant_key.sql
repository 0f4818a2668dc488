-- The trail's primary key leads with tenant_id, as every distributed table's key does (src/server/db/distribution.ts):
-- a record of no tenant (an item type or API client written at start-up or by the operator, with no tenant in the
-- audit context) is kept under '' instead of NULL: no tenant has that id (ids are 24 hex characters). The key
-- (tenant_id, id) is what audit_records_tenant_idx indexed, so it takes that index's place: no index more to write.
UPDATE "audit_records" SET "tenant_id" = '' WHERE "tenant_id" IS NULL;
--> statement-breakpoint
DROP INDEX "audit_records_tenant_idx";--> statement-breakpoint
ALTER TABLE "audit_records" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
-- Every writer of the trail gives a tenant: audit_rows and audit_prune take the row's or the named one; the generated
-- functions fall back to '' (audit_function_source is 0043's with that last fallback).
CREATE OR REPLACE FUNCTION audit_function_source(tbl regclass, args text[]) RETURNS text LANGUAGE plpgsql AS $gen$
DECLARE
  tname text := (SELECT relname FROM pg_class WHERE oid = tbl);
  kind text := args[1];
  id_cols text[] := string_to_array(args[2], ',');
  ws_col text := args[3];
  masked text[] := coalesce(string_to_array(args[4], ','), '{}');
  dropped text[] := coalesce(string_to_array(args[5], ','), '{}');
  col record;
  -- jsonb columns: a JSON null is no value, as a missing key is.
  o_val text;
  n_val text;
  secret boolean;
  o_rec text;
  n_rec text;
  upd text := '';
  upd_doc text := '';
  olds text[] := '{}';
  news text[] := '{}';
  ins text := '';
  del text := '';
  tenant_expr text := 'coalesce(ctx ->> ''t'', '''')';
  mapped text := 'NULL';
  pair text;
  ins_pairs text[] := '{}';
  del_pairs text[] := '{}';
  chunk integer;
  root_expr text := 'NULL';
  workspace_expr text := CASE WHEN ws_col <> '' THEN audit_text_expr(tbl, ws_col) ELSE 'NULL' END;
BEGIN
  FOR col IN
    SELECT a.attname AS name, a.atttypid = 'jsonb'::regtype AS is_json
    FROM pg_attribute a WHERE a.attrelid = tbl AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum
  LOOP
    IF col.name = 'tenant_id' THEN
      tenant_expr := 'coalesce(r.tenant_id::text, ctx ->> ''t'', '''')';
    ELSIF col.name = 'id' AND tname = 'tenants' THEN
      tenant_expr := 'coalesce(r.id::text, ctx ->> ''t'')';
    END IF;
    CONTINUE WHEN col.name = ANY (dropped);
    IF col.is_json THEN
      o_val := format('nullif(OLD.%I, ''null'')', col.name);
      n_val := format('nullif(NEW.%I, ''null'')', col.name);
    ELSE
      o_val := format('OLD.%I', col.name);
      n_val := format('NEW.%I', col.name);
    END IF;
    -- What is recorded of the column: its value, or whether it has one for a secret.
    secret := col.name = ANY (masked) OR col.name ~ '(^|_)(hash|secret|password|totp|recovery)(_|$)';
    o_rec := CASE WHEN secret THEN format('CASE WHEN %s IS NULL THEN NULL ELSE ''[secret]'' END', o_val) ELSE o_val END;
    n_rec := CASE WHEN secret THEN format('CASE WHEN %s IS NULL THEN NULL ELSE ''[secret]'' END', n_val) ELSE n_val END;
    ins_pairs := ins_pairs || format('%L, %s', col.name, n_rec);
    del_pairs := del_pairs || format('%L, %s', col.name, o_rec);
    IF col.is_json AND col.name = 'doc' AND NOT secret THEN
      -- The statement may name the document keys it set ("d" of the context, comma-separated): when every other key
      -- is as it was, only those keys are recorded, as "doc.<key>": [old, new]; otherwise the document whole. A wrong
      -- or stale hint can only fall back to the whole document.
      upd_doc := format($b$    IF %1$s IS DISTINCT FROM %2$s THEN
      keys := string_to_array(ctx ->> 'd', ',');
      IF (CASE WHEN keys IS NOT NULL AND jsonb_typeof(OLD.doc) = 'object' AND jsonb_typeof(NEW.doc) = 'object' THEN OLD.doc - keys = NEW.doc - keys ELSE false END) THEN
        FOREACH k IN ARRAY keys LOOP
          IF coalesce(OLD.doc -> k, 'null') IS DISTINCT FROM coalesce(NEW.doc -> k, 'null') THEN c := c || jsonb_build_object('doc.' || k, jsonb_build_array(OLD.doc -> k, NEW.doc -> k)); END IF;
        END LOOP;
      ELSE
        c := c || jsonb_build_object('doc', jsonb_build_array(%1$s, %2$s));
      END IF;
    END IF;
$b$, o_val, n_val);
    ELSE
      olds := olds || o_val;
      news := news || n_val;
      upd := upd || format(E'    IF %1$s IS DISTINCT FROM %2$s THEN c := c || jsonb_build_object(%3$L, jsonb_build_array(%4$s, %5$s)); END IF;\n', o_val, n_val, col.name, o_rec, n_rec);
    END IF;
  END LOOP;
  -- The other columns are compared one by one only when one of them changed: one expression instead of one per column
  -- for the common change of the document alone (PL/pgSQL sets up each expression again in every transaction).
  IF cardinality(olds) > 0 THEN
    upd := format(E'    IF ROW(%s) IS DISTINCT FROM ROW(%s) THEN\n', array_to_string(olds, ', '), array_to_string(news, ', '))
      || regexp_replace(upd, '^', '  ', 'gn') || E'    END IF;\n';
  END IF;
  upd := upd || upd_doc;
  -- A create's or delete's columns go into one flat object under "+" or "-" (null ones too: they read as absent);
  -- jsonb_build_object takes at most 100 arguments: 40 columns a call.
  FOR chunk IN 0 .. (cardinality(ins_pairs) - 1) / 40 LOOP
    CONTINUE WHEN cardinality(ins_pairs) = 0;
    ins := ins || CASE WHEN chunk > 0 THEN ' || ' ELSE '' END || format('jsonb_build_object(%s)', array_to_string(ins_pairs[chunk * 40 + 1 : chunk * 40 + 40], ', '));
    del := del || CASE WHEN chunk > 0 THEN ' || ' ELSE '' END || format('jsonb_build_object(%s)', array_to_string(del_pairs[chunk * 40 + 1 : chunk * 40 + 40], ', '));
  END LOOP;
  IF ins <> '' THEN
    ins := format(E'    c := jsonb_build_object(''+'', %s);\n', ins);
    del := format(E'    c := jsonb_build_object(''-'', %s);\n', del);
  END IF;
  IF coalesce(args[7], '') <> '' THEN
    -- A sub-record names its item (root) and takes the item's workspace when it has none of its own.
    root_expr := audit_text_expr(tbl, args[7]);
    workspace_expr := format('coalesce(%s, (SELECT i.aggregate_id FROM public.media_items i WHERE i.tenant_id = r.tenant_id AND i.id = r.%I))', workspace_expr, args[7]);
  END IF;
  FOREACH pair IN ARRAY coalesce(string_to_array(args[6], ','), '{}') LOOP
    mapped := format('CASE WHEN TG_OP = %L THEN %L ELSE %s END', split_part(pair, '=', 1), split_part(pair, '=', 2), mapped);
  END LOOP;
  RETURN format($fn$
CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $body$
DECLARE
  raw text := current_setting('sdm.audit', true);
  ctx jsonb;
  c jsonb := '{}';
  r record;
  keys text[];
  k text;
BEGIN
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  IF TG_OP = 'UPDATE' THEN
%2$s  ELSIF TG_OP = 'INSERT' THEN
%3$s  ELSE
%4$s  END IF;
  IF c = '{}' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, root_id, workspace_id, action, changes)
  VALUES (%5$s, coalesce(ctx ->> 'k', 'database'), ctx ->> 'i', coalesce(ctx ->> 'n', session_user::text), ctx ->> 'r', ctx ->> 'p',
    %6$s, %7$s, %10$s, %8$s, coalesce(ctx ->> 'a', %9$s, CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END), c);
  RETURN NULL;
END $body$
$fn$,
    'audit_on_' || tname, upd, ins, del, tenant_expr,
    CASE WHEN kind = '@kind' THEN 'r.kind::text' ELSE quote_literal(kind) END,
    (SELECT 'concat_ws(''/'', ' || string_agg(audit_text_expr(tbl, c), ', ') || ')' FROM unnest(id_cols) AS c),
    workspace_expr,
    mapped, root_expr);
END $gen$;
--> statement-breakpoint
-- Every audited table's function is written again by the new generator, with the arguments it was attached with.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid::regclass AS tbl FROM pg_proc p
    JOIN pg_class c ON p.proname = 'audit_on_' || c.relname
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE obj_description(p.oid, 'pg_proc') IS NOT NULL
  LOOP
    PERFORM audit_reattach(t.tbl);
  END LOOP;
END $$;
