ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));