-- Trigram matching for typos and prefixes in catalogue search (docs/architecture.md#dependencies).
-- PGlite ships pg_trgm as a bundled extension loaded by db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
