-- A create or delete recorded each column by a statement of its own (`c := c || …` for each): the generator now puts
-- the columns that are never null into one jsonb_build_object, which made creates cost the trail about twice what
-- updates cost (docs/performance.md "Audit trail"). The records are the same; every audited table's function is
-- written again.
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
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.oid::regclass AS tbl FROM pg_proc p JOIN pg_class c ON p.proname = 'audit_on_' || c.relname JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public' LOOP
    PERFORM audit_reattach(t.tbl);
  END LOOP;
END $$;
