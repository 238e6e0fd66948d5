CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_terms_gin" ON "search_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "products_related_idx" ON "products" USING btree ("category","sub_category","available" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"total_reviews" DESC NULLS LAST,"id");