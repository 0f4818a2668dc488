ALTER TABLE "learning_questions" ADD COLUMN "creative_id" text;--> statement-breakpoint
ALTER TABLE "learning_records" ADD COLUMN "creative_id" text;--> statement-breakpoint
-- Tutors, topics, questionnaires and questions join their creative's History as its cards did (0033): their records
-- are keyed "creativeId/id" with the creative as root_id, so the creative's history range lists them. The creative is
-- copied into the rows at creation (the ownership link is a row of its own, written after the record); rows made
-- before this take it from their links, with their audit triggers off so the copy is not itself recorded.
ALTER TABLE learning_records DISABLE TRIGGER learning_records_audit;
--> statement-breakpoint
UPDATE learning_records r SET creative_id = l.creative_id FROM learning_links l WHERE l.tenant_id = r.tenant_id AND l.member_id = r.id;
--> statement-breakpoint
ALTER TABLE learning_records ENABLE TRIGGER learning_records_audit;
--> statement-breakpoint
ALTER TABLE learning_questions DISABLE TRIGGER learning_questions_audit;
--> statement-breakpoint
UPDATE learning_questions q SET creative_id = r.creative_id FROM learning_records r WHERE r.tenant_id = q.tenant_id AND r.id = q.set_id;
--> statement-breakpoint
ALTER TABLE learning_questions ENABLE TRIGGER learning_questions_audit;
--> statement-breakpoint
-- Their records so far, keyed the same way; a question's takes its creative's workspace, as a card's does.
UPDATE audit_records a SET record_id = r.creative_id || '/' || a.record_id, root_id = r.creative_id
FROM learning_records r
WHERE a.kind IN ('tutor', 'topic', 'questionset') AND r.tenant_id = a.tenant_id AND r.id = a.record_id AND r.creative_id IS NOT NULL;
--> statement-breakpoint
UPDATE audit_records a SET record_id = q.creative_id || '/' || a.record_id, root_id = q.creative_id,
  workspace_id = coalesce(a.workspace_id, (SELECT m.aggregate_id FROM media_items m WHERE m.tenant_id = q.tenant_id AND m.id = q.creative_id))
FROM learning_questions q
WHERE a.kind = 'learning-question' AND q.tenant_id = a.tenant_id AND q.id = a.record_id AND q.creative_id IS NOT NULL;
--> statement-breakpoint
-- The triggers again, with the creative in the record's key and as its root (the column itself is not recorded: the key
-- names it).
SELECT audit_attach('learning_records', '@kind', 'creative_id,id', 'aggregate_id', '', 'created_on,updated_on,version,creative_id', '', 'creative_id');
--> statement-breakpoint
SELECT audit_attach('learning_questions', 'learning-question', 'creative_id,id', '', '', 'created_on,updated_on,version,creative_id', '', 'creative_id');
