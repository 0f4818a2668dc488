-- The root index (tenant, coalesce(root_id, record_id), id) finds a record's own entries too (src/server/audit/repo.ts):
-- one index less for every audited write to keep.
DROP INDEX "audit_records_record_idx";
