ALTER TABLE "outbox_messages" ADD COLUMN "requester" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_requester_idx" ON "outbox_messages" USING btree ("requester");