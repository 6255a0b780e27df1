-- Live keep-alive (issue 9): the ingest instance holding a live reports it every 10 s
-- (POST /internal/ingest/alive); the API's sweep ends lives silent for 45 s (an ingest that died
-- without its unpublish hook). Lives older than this column count from their start.
ALTER TABLE "streams" ADD COLUMN "last_alive_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "streams_live_alive_idx" ON "streams" USING btree ("last_alive_at") WHERE "streams"."kind" = 1 and "streams"."state" in ('starting', 'live');