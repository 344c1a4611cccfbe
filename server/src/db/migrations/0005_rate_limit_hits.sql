-- Rate-limit counters shared by the API processes (server/src/plugins/app/rate-limit-store.ts).
-- UNLOGGED: no WAL per hit; a crash empties the counters, as a restart emptied the in-memory ones.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
