-- The trail's records are found by tenant and id (restore), by record or by workspace: the (tenant_id, id) index
-- serves the first, so the primary key's own index was a fourth index every audited write paid for.
ALTER TABLE "audit_records" DROP CONSTRAINT "audit_records_pkey";
--> statement-breakpoint
-- A document's changed keys as { "doc.<key>": [old, new] } (a key absent and a key null are the same). PL/pgSQL keeps
-- the query's plan for the session.
CREATE OR REPLACE FUNCTION audit_doc_changes(b jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_object_agg('doc.' || k, jsonb_build_array(o, n)), '{}')
    FROM (
      SELECT key AS k, b -> key AS o, value AS n FROM jsonb_each(a) WHERE coalesce(b -> key, 'null') IS DISTINCT FROM value
      UNION ALL
      SELECT key, value, NULL FROM jsonb_each(b) WHERE NOT a ? key AND value <> 'null'
    ) d
  );
END $$;
--> statement-breakpoint
-- Writes an audited table's own trigger function, audit_on_<table>(), from its columns as they are now and the
-- arguments audit_row took (kind or "@kind", id columns, workspace column, masked columns, columns left out,
-- "OP=action" pairs, the column naming the item a sub-record belongs to). It records exactly what audit_row
-- recorded, but compares the row's columns one by one (PL/pgSQL's simple expressions, no query) instead of diffing
-- two JSON images of the whole row with a query per call: the generic function cost an item update about 80 µs of
-- database time, most of it that diff. A migration that adds a column to an audited table calls
-- audit_reattach(table) (src/server/audit/coverage.test.ts checks that every column is compared). Bulk rows keep
-- audit_rows (one record per statement).
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
  upd text := '';
  ins text := '';
  del text := '';
  doc_upd text := '';
  doc_ins text := '';
  doc_del text := '';
  tenant_expr text := 'ctx ->> ''t''';
  mapped text := 'NULL';
  pair text;
  -- A create's or delete's columns that are never null go into one jsonb_build_object (one expression, not one each).
  ins_pairs text[] := '{}';
  del_pairs text[] := '{}';
  chunk integer;
  root_expr text := 'NULL';
  workspace_expr text := CASE WHEN ws_col <> '' THEN format('to_jsonb(r.%I) #>> ''{}''', ws_col) ELSE 'NULL' END;
BEGIN
  FOR col IN
    SELECT a.attname AS name, a.atttypid = 'jsonb'::regtype AS is_json, a.attnotnull AND a.atttypid <> 'jsonb'::regtype AS always
    FROM pg_attribute a WHERE a.attrelid = tbl AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum
  LOOP
    IF col.name = 'tenant_id' THEN
      tenant_expr := 'coalesce(r.tenant_id::text, ctx ->> ''t'')';
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
    IF col.name = ANY (masked) OR col.name ~ '(^|_)(hash|secret|password|totp|recovery)(_|$)' THEN
      upd := upd || format(E'    IF %1$s IS DISTINCT FROM %2$s THEN c := c || jsonb_build_object(%3$L, jsonb_build_array(CASE WHEN %1$s IS NULL THEN NULL ELSE ''[secret]'' END, CASE WHEN %2$s IS NULL THEN NULL ELSE ''[secret]'' END)); END IF;\n', o_val, n_val, col.name);
      IF col.always THEN
        ins_pairs := ins_pairs || format('%L, jsonb_build_array(NULL, ''[secret]'')', col.name);
        del_pairs := del_pairs || format('%L, jsonb_build_array(''[secret]'', NULL)', col.name);
      ELSE
        ins := ins || format(E'    IF %1$s IS NOT NULL THEN c := c || jsonb_build_object(%2$L, jsonb_build_array(NULL, ''[secret]'')); END IF;\n', n_val, col.name);
        del := del || format(E'    IF %1$s IS NOT NULL THEN c := c || jsonb_build_object(%2$L, jsonb_build_array(''[secret]'', NULL)); END IF;\n', o_val, col.name);
      END IF;
    ELSIF col.always THEN
      upd := upd || format(E'    IF %1$s IS DISTINCT FROM %2$s THEN c := c || jsonb_build_object(%3$L, jsonb_build_array(%1$s, %2$s)); END IF;\n', o_val, n_val, col.name);
      ins_pairs := ins_pairs || format('%L, jsonb_build_array(NULL, %s)', col.name, n_val);
      del_pairs := del_pairs || format('%L, jsonb_build_array(%s, NULL)', col.name, o_val);
    ELSE
      IF col.name = 'doc' AND col.is_json THEN
        -- A document's keys are compared one by one (as "doc.<key>") when both sides are objects.
        doc_upd := E'    IF jsonb_typeof(coalesce(OLD.doc, ''{}'')) = ''object'' AND jsonb_typeof(coalesce(NEW.doc, ''{}'')) = ''object'' THEN\n'
          || E'      IF OLD.doc IS DISTINCT FROM NEW.doc THEN c := c || audit_doc_changes(coalesce(OLD.doc, ''{}''), coalesce(NEW.doc, ''{}'')); END IF;\n'
          || E'    ELSE\n  ';
        doc_ins := E'    IF jsonb_typeof(coalesce(NEW.doc, ''{}'')) = ''object'' THEN c := c || audit_doc_changes(''{}'', coalesce(NEW.doc, ''{}''));\n    ELSE\n  ';
        doc_del := E'    IF jsonb_typeof(coalesce(OLD.doc, ''{}'')) = ''object'' THEN c := c || audit_doc_changes(coalesce(OLD.doc, ''{}''), ''{}'');\n    ELSE\n  ';
      END IF;
      upd := upd || doc_upd || format(E'    IF %1$s IS DISTINCT FROM %2$s THEN c := c || jsonb_build_object(%3$L, jsonb_build_array(%1$s, %2$s)); END IF;\n', o_val, n_val, col.name);
      ins := ins || doc_ins || format(E'    IF %1$s IS NOT NULL THEN c := c || jsonb_build_object(%2$L, jsonb_build_array(NULL, %1$s)); END IF;\n', n_val, col.name);
      del := del || doc_del || format(E'    IF %1$s IS NOT NULL THEN c := c || jsonb_build_object(%2$L, jsonb_build_array(%1$s, NULL)); END IF;\n', o_val, col.name);
      IF doc_upd <> '' THEN
        upd := upd || E'    END IF;\n';
        ins := ins || E'    END IF;\n';
        del := del || E'    END IF;\n';
        doc_upd := '';
        doc_ins := '';
        doc_del := '';
      END IF;
    END IF;
  END LOOP;
  -- jsonb_build_object takes at most 100 arguments: 40 columns a call.
  FOR chunk IN 0 .. (cardinality(ins_pairs) - 1) / 40 LOOP
    CONTINUE WHEN cardinality(ins_pairs) = 0;
    ins := format(E'    c := c || jsonb_build_object(%s);\n', array_to_string(ins_pairs[chunk * 40 + 1 : chunk * 40 + 40], ', ')) || ins;
    del := format(E'    c := c || jsonb_build_object(%s);\n', array_to_string(del_pairs[chunk * 40 + 1 : chunk * 40 + 40], ', ')) || del;
  END LOOP;
  IF coalesce(args[7], '') <> '' THEN
    -- A sub-record names its item (root) and takes the item's workspace when it has none of its own.
    root_expr := format('to_jsonb(r.%I) #>> ''{}''', args[7]);
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
BEGIN
  IF TG_OP = 'UPDATE' THEN
%2$s  ELSIF TG_OP = 'INSERT' THEN
%3$s  ELSE
%4$s  END IF;
  IF c = '{}' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF raw IS NOT NULL AND raw <> '' THEN
    ctx := raw::jsonb;
  END IF;
  INSERT INTO public.audit_records (tenant_id, actor_kind, actor_id, actor_name, request_id, path, kind, record_id, root_id, workspace_id, action, changes)
  VALUES (%5$s, coalesce(ctx ->> 'k', 'database'), ctx ->> 'i', coalesce(ctx ->> 'n', session_user::text), ctx ->> 'r', ctx ->> 'p',
    %6$s, %7$s, %10$s, %8$s, coalesce(ctx ->> 'a', %9$s, CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END), c);
  RETURN NULL;
END $body$
$fn$,
    'audit_on_' || tname, upd, ins, del, tenant_expr,
    CASE WHEN kind = '@kind' THEN 'r.kind::text' ELSE quote_literal(kind) END,
    (SELECT 'concat_ws(''/'', ' || string_agg(format('to_jsonb(r.%I) #>> ''{}''', c), ', ') || ')' FROM unnest(id_cols) AS c),
    workspace_expr,
    mapped, root_expr);
END $gen$;
--> statement-breakpoint
-- Makes `tbl` audited by its own generated function: replaces each of its triggers that calls audit_row or its
-- previous generated function (same events, same UPDATE OF columns), or, for a table not audited yet, adds one
-- after every insert, update and delete.
CREATE OR REPLACE FUNCTION audit_attach(tbl regclass, kind text, id_cols text, ws_col text, masked text, dropped text, actions text, root_col text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fname text := 'audit_on_' || (SELECT relname FROM pg_class WHERE oid = tbl);
  t record;
  found boolean := false;
BEGIN
  EXECUTE audit_function_source(tbl, ARRAY[kind, id_cols, ws_col, masked, dropped, actions, root_col]);
  -- The arguments stay with the function, so audit_reattach can write it again after a column is added.
  EXECUTE format('COMMENT ON FUNCTION %I() IS %L', fname, array_to_string(ARRAY[kind, id_cols, ws_col, masked, dropped, actions, root_col], '|'));
  FOR t IN
    SELECT g.tgname, pg_get_triggerdef(g.oid) AS def FROM pg_trigger g
    WHERE g.tgrelid = tbl AND NOT g.tgisinternal AND g.tgfoid IN (SELECT oid FROM pg_proc WHERE proname IN ('audit_row', fname))
  LOOP
    found := true;
    EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, tbl);
    EXECUTE regexp_replace(t.def, 'EXECUTE FUNCTION .*$', format('EXECUTE FUNCTION %I()', fname));
  END LOOP;
  IF NOT found THEN
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION %I()', (SELECT relname FROM pg_class WHERE oid = tbl) || '_audit', tbl, fname);
  END IF;
END $$;
--> statement-breakpoint
-- Writes `tbl`'s audit function again from its columns as they are now, with the arguments it was attached with
-- (after a migration adds a column to an audited table).
CREATE OR REPLACE FUNCTION audit_reattach(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text[] := string_to_array(obj_description(('audit_on_' || (SELECT relname FROM pg_class WHERE oid = tbl) || '()')::regprocedure, 'pg_proc'), '|');
BEGIN
  PERFORM audit_attach(tbl, args[1], args[2], args[3], args[4], args[5], args[6], coalesce(args[7], ''));
END $$;
--> statement-breakpoint
-- Every table audited by audit_row so far moves to its own function, with the arguments its trigger gave.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT DISTINCT ON (g.tgrelid) g.tgrelid::regclass AS tbl,
      string_to_array(regexp_replace(encode(g.tgargs, 'escape'), '\\000$', ''), '\000') AS args
    FROM pg_trigger g WHERE g.tgfoid = 'audit_row'::regproc AND NOT g.tgisinternal
  LOOP
    PERFORM audit_attach(t.tbl, t.args[1], t.args[2], t.args[3], t.args[4], t.args[5], t.args[6], coalesce(t.args[7], ''));
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION audit_row();
--> statement-breakpoint
DROP FUNCTION audit_diff(jsonb, jsonb, text[]);
