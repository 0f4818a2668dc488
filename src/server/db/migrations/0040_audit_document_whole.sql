-- The trail's records are written in a shorter form and read in the form they always had (audit_expand, below):
-- - a changed document is recorded whole, "doc": [before, after], instead of key by key: that diff was one query
--   per create and per update of a document, about a third of the trail's database time on an item write;
-- - a create's columns are one flat object, "+": { column: value }, and a delete's "-": { column: value }, instead of
--   a [null, value] pair per column, which cost twice as much to build.
-- The readers expand the few records they show. audit_function_source is 0034's without its document branch, with
-- the flat create and delete, and reading text ids as they are.
-- How a generated function reads column `col` of its row `r` as text for a record's ids: a text column as it is,
-- any other through JSON as before (a timestamp in JSON's form), which costs a conversion more.
CREATE OR REPLACE FUNCTION audit_text_expr(tbl regclass, col text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN (SELECT atttypid FROM pg_attribute WHERE attrelid = tbl AND attname = col) = 'text'::regtype
    THEN format('r.%I', col) ELSE format('to_jsonb(r.%I) #>> ''{}''', col) END
$$;
--> statement-breakpoint
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
  tenant_expr text := 'ctx ->> ''t''';
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
      ins_pairs := ins_pairs || format('%L, CASE WHEN %s IS NULL THEN NULL ELSE ''[secret]'' END', col.name, n_val);
      del_pairs := del_pairs || format('%L, CASE WHEN %s IS NULL THEN NULL ELSE ''[secret]'' END', col.name, o_val);
    ELSE
      upd := upd || format(E'    IF %1$s IS DISTINCT FROM %2$s THEN c := c || jsonb_build_object(%3$L, jsonb_build_array(%1$s, %2$s)); END IF;\n', o_val, n_val, col.name);
      ins_pairs := ins_pairs || format('%L, %s', col.name, n_val);
      del_pairs := del_pairs || format('%L, %s', col.name, o_val);
    END IF;
  END LOOP;
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
    (SELECT 'concat_ws(''/'', ' || string_agg(audit_text_expr(tbl, c), ', ') || ')' FROM unnest(id_cols) AS c),
    workspace_expr,
    mapped, root_expr);
END $gen$;

--> statement-breakpoint
-- A record's changes as they read, the form every record had before this migration: a create's "+" and a delete's
-- "-" become a [null, value] or [value, null] pair per column that has a value; a "doc" entry whose two sides are
-- objects (or null) becomes its keys' changes as "doc.<key>": [old, new] (a key absent and a key null are the same),
-- and a document that is no object on one side stays whole, as the trigger always recorded it. Records written
-- before this migration have neither and read as they are.
CREATE OR REPLACE FUNCTION audit_expand(c jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  b jsonb;
  a jsonb;
BEGIN
  IF c ? '+' THEN
    c := (c - '+') || coalesce((SELECT jsonb_object_agg(key, jsonb_build_array(NULL, value)) FROM jsonb_each(c -> '+') WHERE value <> 'null'), '{}');
  ELSIF c ? '-' THEN
    c := (c - '-') || coalesce((SELECT jsonb_object_agg(key, jsonb_build_array(value, NULL)) FROM jsonb_each(c -> '-') WHERE value <> 'null'), '{}');
  END IF;
  IF c ? 'doc' THEN
    b := coalesce(nullif(c -> 'doc' -> 0, 'null'), '{}');
    a := coalesce(nullif(c -> 'doc' -> 1, 'null'), '{}');
    IF jsonb_typeof(b) = 'object' AND jsonb_typeof(a) = 'object' THEN
      c := (c - 'doc') || audit_doc_changes(b, a);
    END IF;
  END IF;
  RETURN c;
END $$;
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
